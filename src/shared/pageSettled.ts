import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * When the page shown has its code and data: what may wait (the other screens' chunks fetched
 * ahead, the app bar's search) starts then, so that on a slow link it never shares the line with
 * the page being waited for (docs/performance.md, "The page first").
 */

/** Screens whose code is on its way (lazyAreaScreen, the resources' screens). */
let screensLoading = 0;

/** Counts a screen's module as loading until it has come (or failed). */
export const loadingScreen = <T>(loading: Promise<T>): Promise<T> => {
  screensLoading += 1;
  return loading.finally(() => {
    screensLoading -= 1;
  });
};

/** How often the page is looked at, and how many looks in a row must find it quiet. */
const LOOK_EVERY_MS = 250;
const QUIET_LOOKS = 2;

/**
 * Resolves once no screen's code and no query has been on its way for two looks in a row (half
 * a second: a screen that has just come starts its queries within it), or at once when `signal`
 * aborts.
 */
export const whenPageSettled = (queryClient: QueryClient, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    let quietLooks = 0;
    const look = setInterval(() => {
      const quiet = screensLoading === 0 && queryClient.isFetching() === 0;
      quietLooks = quiet ? quietLooks + 1 : 0;
      if (quietLooks >= QUIET_LOOKS) done();
    }, LOOK_EVERY_MS);
    const done = () => {
      clearInterval(look);
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
  });

/** Whether the page shown has settled (whenPageSettled): false until then, true after. */
export const usePageSettled = (): boolean => {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const stop = new AbortController();
    void whenPageSettled(queryClient, stop.signal).then(() => {
      if (!stop.signal.aborted) setSettled(true);
    });
    return () => stop.abort();
  }, [queryClient]);
  return settled;
};

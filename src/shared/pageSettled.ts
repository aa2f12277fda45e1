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
 * Waits a look's interval, then for the main thread to be idle: true when it was within two
 * more intervals. Data answered at once (read ahead) leaves nothing fetching while the page is
 * still being drawn; an idle thread says the drawing is done too.
 */
const lookWhenIdle = (): Promise<boolean> =>
  new Promise((resolve) => {
    setTimeout(() => {
      if (typeof requestIdleCallback !== 'function') resolve(true);
      else
        requestIdleCallback((deadline) => resolve(!deadline.didTimeout), {
          timeout: 2 * LOOK_EVERY_MS,
        });
    }, LOOK_EVERY_MS);
  });

/**
 * Resolves once no screen's code and no query has been on its way, with the main thread idle,
 * for two looks in a row (half a second: a screen that has just come starts its queries within
 * it), or at once when `signal` aborts.
 */
export const whenPageSettled = async (
  queryClient: QueryClient,
  signal: AbortSignal,
): Promise<void> => {
  const aborted = new Promise<false>((resolve) =>
    signal.addEventListener('abort', () => resolve(false), { once: true }),
  );
  let quietLooks = 0;
  while (quietLooks < QUIET_LOOKS && !signal.aborted) {
    const idle = await Promise.race([lookWhenIdle(), aborted]);
    const quiet = idle && screensLoading === 0 && queryClient.isFetching() === 0;
    quietLooks = quiet ? quietLooks + 1 : 0;
  }
};

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

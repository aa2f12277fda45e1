import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { findResource } from '../registry';
import type { ReadAheadPage } from '../registry/readAhead';
import { pathnameOfHash, readAheadPageOf } from './dataProvider/readAheadRequest';
import { AREA_SCREENS, SCREEN_MODULES } from './areas';
import { whenPageSettled } from './shared/pageSettled';

/**
 * Chunks fetched before they are asked for (docs/performance.md, "Chunks fetched ahead"). On
 * Slow 3G a screen's chunk took seconds the first time it was shown (the calendar 7 s); fetched
 * ahead, it is in the browser's module map when the screen asks for it.
 */

type ModuleImporter = () => Promise<unknown>;

/** What the Network Information API tells of the connection; Chromium only, so not in TypeScript's DOM types. */
interface ConnectionHints {
  readonly saveData?: boolean;
  readonly effectiveType?: 'slow-2g' | '2g' | '3g' | '4g';
}

const connectionHints = (): ConnectionHints | undefined =>
  (navigator as Navigator & { readonly connection?: ConnectionHints }).connection;

/** The person asked to save data, or the connection is too slow to spare for screens they may never open. */
const shouldSpareTheConnection = (): boolean => {
  const connection = connectionHints();
  return (
    connection?.saveData === true ||
    connection?.effectiveType === 'slow-2g' ||
    connection?.effectiveType === '2g'
  );
};

/** A chunk that failed to come is fetched again by its screen when shown, which tells the person if it fails again. */
const ignoreFailure = () => undefined;

/** The pages of people signed out (sign-up and its e-mail link): the shell's person is signed in. */
const SIGNED_OUT_MODULES: ReadonlySet<string> = new Set<keyof typeof SCREEN_MODULES>(['signUp']);

/** Without requestIdleCallback (Safari), this long after the page gave the browser time to settle. */
const IDLE_FALLBACK_MS = 1000;

/** Resolves when the browser is idle, or at once when `signal` aborts. */
const whenIdle = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    let cancel: () => void;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => resolve());
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(resolve, IDLE_FALLBACK_MS);
      cancel = () => clearTimeout(handle);
    }
    signal.addEventListener(
      'abort',
      () => {
        cancel();
        resolve();
      },
      { once: true },
    );
  });

/**
 * Once the page shown has its code and data (whenPageSettled: before, the chunks would share a
 * slow line with it and their running would hold up its drawing), fetches each module of
 * `importers`, then the chunks those modules list as theirs (`modulesAhead`), one at a time and
 * each in idle time, so that neither the person's work nor the page's own requests wait behind
 * several chunks at once. A module already loaded (the page shown first) resolves at once.
 * Stops when `signal` aborts, or does nothing when the connection is to be spared.
 */
export const fetchModulesAhead = async (
  queryClient: QueryClient,
  signal: AbortSignal,
  importers: Readonly<Record<string, ModuleImporter>> = SCREEN_MODULES,
): Promise<void> => {
  if (shouldSpareTheConnection()) return;
  await whenPageSettled(queryClient, signal);
  const ahead = Object.entries(importers)
    .filter(([name]) => !SIGNED_OUT_MODULES.has(name))
    .map(([, importModule]) => importModule);
  for (let next = 0; next < ahead.length; next += 1) {
    await whenIdle(signal);
    if (signal.aborted) return;
    const module = await ahead[next]!().catch(ignoreFailure);
    ahead.push(...modulesAheadOf(module));
  }
};

/**
 * A module's own chunks to fetch ahead after every screen module (its `modulesAhead`: the
 * inventory hub's tabs), or none.
 */
const modulesAheadOf = (module: unknown): ModuleImporter[] => {
  const listed =
    typeof module === 'object' && module !== null && 'modulesAhead' in module
      ? module.modulesAhead
      : undefined;
  return Array.isArray(listed) ? (listed as ModuleImporter[]) : [];
};

/**
 * While the app's shell is shown, its screens' modules are fetched ahead, as above; `then` runs
 * once they all are (the service worker then keeps them from the HTTP cache, not the network).
 */
export const useScreenModulesFetchedAhead = (then: () => void) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    void fetchModulesAhead(queryClient, stop.signal).then(() => {
      if (!stop.signal.aborted) then();
    });
    return () => stop.abort();
  }, [queryClient, then]);
};

/**
 * The module of the page sign-in leads to: the page asked for before signing in (react-admin
 * goes back to it), read from its first path segment as a declared resource's menu area or a
 * screen module of its own (calendar, checkout), and the dashboard at the root. Undefined where
 * the segment names neither: nothing is guessed.
 */
export const landingModuleOf = (nextPathname: string | undefined): ModuleImporter | undefined => {
  const segment = (nextPathname ?? '/').split('/')[1] ?? '';
  if (segment === '') return SCREEN_MODULES.dashboard;
  if (Object.hasOwn(SCREEN_MODULES, segment))
    return SCREEN_MODULES[segment as keyof typeof SCREEN_MODULES];
  const resource = findResource(segment);
  return resource ? AREA_SCREENS[resource.menu.area] : undefined;
};

/**
 * How long the sign-in page is shown, its landing module in, before `thenWhileShown` runs: a
 * person who signs in at once is not slowed by it, one still reading the page is not waiting.
 */
const SIGN_IN_PAGE_SETTLED_MS = 5000;

/**
 * The sign-in page fetches the module of the page it leads to (`landingModuleOf`), so its code
 * is there when the sign-in reply is, rather than asked for after it. Effects run after the
 * browser has painted the page, so the page is drawn first. Fetched even on a connection to be
 * spared: that page needs it right after sign-in anyway. Then, if the page is still shown a while
 * later, `thenWhileShown` runs.
 */
export const useLandingPageFetchedAhead = (
  nextPathname: string | undefined,
  thenWhileShown: () => void,
) =>
  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    let shown = true;
    void (landingModuleOf(nextPathname)?.() ?? Promise.resolve()).catch(ignoreFailure).then(() => {
      if (shown) settle = setTimeout(thenWhileShown, SIGN_IN_PAGE_SETTLED_MS);
    });
    return () => {
      shown = false;
      clearTimeout(settle);
    };
  }, [nextPathname, thenWhileShown]);

/**
 * A page opened with a live session (src/main.tsx): its module and, on the dashboard, its first
 * reads (`readAhead`, one round trip) start with the app's own code, together, rather than after
 * the user's check and one after another (docs/performance.md, "Read ahead").
 */
export const startLandingPage = (
  hash: string,
  readAhead: (page?: ReadAheadPage) => Promise<void>,
): void => {
  void landingModuleOf(pathnameOfHash(hash))?.().catch(ignoreFailure);
  void readAhead(readAheadPageOf(hash));
};

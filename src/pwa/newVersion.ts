import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app waits in a service worker, for the prompt wherever it is
 * shown (the shell, the sign-in page): the worker is registered once per page.
 */
let waiting = false;
let takeOver: ((reloadPage?: boolean) => Promise<void>) | undefined;
let started = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Registers the service worker, once, when the first page has settled (src/App.tsx): only in the built app, which has one (`npm run dev` and
 * the tests have none). Its module and workbox-window load after the first paint.
 */
export const startServiceWorker = (): void => {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  void import('./registerServiceWorker').then(({ registerServiceWorker }) => {
    takeOver = registerServiceWorker(() => {
      waiting = true;
      listeners.forEach((listener) => listener());
    });
  });
};

export const useNewVersionWaiting = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => waiting,
    () => false,
  );

/** The waiting worker takes over and the page reloads under it. */
export const reloadIntoNewVersion = () => takeOver?.(true);

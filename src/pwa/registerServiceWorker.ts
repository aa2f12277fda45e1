import { registerSW } from 'virtual:pwa-register';

/** A tab left open all day in the salon still learns of a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the built app's service worker (vite-plugin-pwa); `onNewVersion` is called when a new
 * one is installed and waits. Answers what makes the waiting worker take over, then reloads.
 */
export const registerServiceWorker = (onNewVersion: () => void) =>
  registerSW({
    onNeedRefresh: onNewVersion,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });

/**
 * The service worker's cache of the API replies the day's screens read (vite.config.ts): the
 * calendar and dashboard still show the day when the connection drops for a moment.
 */
export const API_CACHE_NAME = 'saluni-api';

/**
 * Empties that cache at sign-out, so the next person on a shared phone cannot read it. A browser
 * that refuses (storage blocked) has kept nothing there: signing out goes on.
 */
export const clearApiCache = async (): Promise<void> => {
  if ('caches' in window) await caches.delete(API_CACHE_NAME).catch(() => false);
};

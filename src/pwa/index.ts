/** The installed app (docs/areas/offline.md): its notices for the shell, and its cache of API replies. */
export { OfflineBanner } from './OfflineBanner';
export { NewVersionPrompt } from './NewVersionPrompt';
export { startServiceWorker } from './newVersion';
export { useOnline } from './useOnline';
export { useSalonManifest } from './salonManifest';
export { API_CACHE_NAME, clearApiCache } from './apiCache';

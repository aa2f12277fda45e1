import { VitePWA } from 'vite-plugin-pwa';
import { client, employee, service } from './registry';
import { ROUTES } from './registry/routes';
import { API_CACHE_NAME } from './src/pwa/apiCache';

/**
 * The back office as an installed app (docs/areas/offline.md): a service worker made at build time
 * that keeps the back office's files, so a warm start needs no network before the app runs, and
 * the last replies of the day's screens, read when the connection drops.
 */

/** What the calendar and the dashboard read to show the day: its appointments, the names they show, the user and the business. */
const DAY_READS = [
  ROUTES.appointmentList,
  ROUTES.appointmentsByRoom,
  ROUTES.currentUser,
  ROUTES.businessList,
  ROUTES.businessGet,
  ROUTES.firstRunGet,
  // Lists, and the look-ups of names by ids (`?ids=`).
  { path: employee.path },
  { path: client.path },
  { path: service.path },
].map(({ path }) => path.replace(/:\w+/g, '[^/?]+'));

/** Those calls' addresses, path exact, any query. */
const DAY_READS_URL = new RegExp(`^https?://[^/]+(?:${DAY_READS.join('|')})(?:\\?|$)`);

/**
 * The first segments of the server's own addresses (the API, the booking site's pages, receipts,
 * the health check...): a navigation there goes to the server, never to the back office's page.
 */
const serverSegments = new Set([
  ...Object.values(ROUTES).map(({ path }) => path.split('/')[1]),
  'v2',
  'book',
]);
const SERVER_PATHS = new RegExp(`^/(?:${[...serverSegments].join('|')})(?:[/?.]|$)`);

/** Many calls pass a day, each screen asks again: a few hundred replies of the last two days. */
const API_CACHE_ENTRIES = 300;
const API_CACHE_SECONDS = 2 * 24 * 60 * 60;

export const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    // The app registers the worker itself (src/pwa/newVersion.ts), after its first paint.
    injectRegister: false,
    // The manifest is public/manifest.webmanifest, linked by index.html alone: the plugin would
    // link it from the booking site's page too, which must not install as the back office.
    manifest: false,
    workbox: {
      // The back office's page, its chunks (the areas' too: the shell fetches them ahead
      // anyway), the manifest and icons; not the booking site, a page of its own.
      globPatterns: ['**/*.{html,js,css,webmanifest,png,svg}'],
      globIgnores: ['book.html', 'assets/book-*'],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [SERVER_PATHS],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: DAY_READS_URL,
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: API_CACHE_NAME,
            // On a slow line the last reply shows after 4 s; the network's still replaces it.
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: API_CACHE_ENTRIES, maxAgeSeconds: API_CACHE_SECONDS },
          },
        },
      ],
    },
  });

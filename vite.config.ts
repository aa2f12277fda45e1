import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_MANIFEST_FILE, APP_MANIFEST_TYPE, appManifest } from './registry/appManifest.js';
import { landingChunks } from './scripts/vite/landingChunks.js';
import { landingGroups } from './scripts/vite/landingGroups.js';
import { preloadMainChunk } from './scripts/vite/preloadMainChunk.js';

/**
 * The booking site's own modules (book.html): Preact, the site, its catalogues and its contract's
 * plain file. They make the site's one first chunk and nothing of the back office's; the site
 * imports nothing else at run time (its walls, scripts/walls/site.cjs), so it never loads the
 * back office's chunk.
 */
const BOOKING_SITE_MODULES =
  /\/(book\.html|site\/|node_modules\/preact\/|texts\/site\.|registry\/bookingSite\.ts)/;

/** `npm run dev`: the booking site's addresses draw book.html, as the server does (server/http/webApp.ts). */
const bookingSitePages = (): Plugin => ({
  name: 'saluni-booking-site-pages',
  configureServer: (server) => {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/book(?:[/?#]|$)/.test(request.url)) request.url = '/book.html';
      next();
    });
  },
});

/**
 * The back office as an installed app (docs/areas/offline.md). Its addresses are written here, as
 * the config loads none of the app's modules; tests/web/pwa/serviceWorkerConfig.test.ts checks
 * them against the route table and the app's cache name.
 */
export const INSTALLED_APP = {
  /** The replies the calendar and dashboard read to show the day (src/pwa/apiCache.ts). */
  apiCacheName: 'saluni-api',
  dayReads: [
    '/v1/appointment',
    '/v1/appointment/grouped-by-room',
    '/v1/first-run',
    '/v1/user',
    '/v1/business',
    '/v1/business/:id',
    // Lists, and the look-ups of names by ids (`?ids=`).
    '/v1/employee',
    '/v1/client',
    '/v1/service',
  ],
  /**
   * The user and a page's first reads in one (registry/readAhead.ts), kept whatever its query: a
   * page reloaded offline takes the user from the one kept for another page (the reads it
   * carries name their own queries, so none answers another page's call).
   */
  readAhead: '/v1/session/start',
  /** The first segments of the server's own addresses: a navigation there is not the back office's. */
  serverSegments: [
    'v1',
    'v2',
    'healthz',
    'metrics',
    'mpesa',
    'card',
    'receipt',
    'unsubscribe',
    'book',
  ],
};

/**
 * The product's web manifest (registry/appManifest.ts), which only index.html links: written by
 * the build, served by `npm run dev`. The server answers one named after the salon once signed in.
 */
const productManifest = (): Plugin => {
  const source = JSON.stringify(appManifest(), null, 2);
  return {
    name: 'saluni-product-manifest',
    configureServer: (server) => {
      server.middlewares.use(`/${APP_MANIFEST_FILE}`, (_request, response) => {
        response.setHeader('content-type', APP_MANIFEST_TYPE);
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: APP_MANIFEST_FILE, source });
    },
  };
};

/**
 * Precaches the back office's page, chunks, manifest and icons, not the booking site's; answers
 * its navigations with index.html; keeps the day's reads network first (4 s, then the kept reply).
 */
const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false, // src/pwa/newVersion.ts registers it after the first paint
    manifest: false, // productManifest's, which only index.html links
    workbox: {
      globPatterns: ['**/*.{html,js,css,webmanifest,png,svg}'],
      globIgnores: ['book.html', 'assets/book-*'],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [
        new RegExp(`^/(?:${INSTALLED_APP.serverSegments.join('|')})(?:[/?.]|$)`),
      ],
      runtimeCaching: [
        {
          urlPattern: new RegExp(
            `^https?://[^/]+(?:${INSTALLED_APP.dayReads.join('|').replace(/:\w+/g, '[^/?]+')})(?:\\?|$)`,
          ),
          handler: 'NetworkFirst',
          options: {
            cacheName: INSTALLED_APP.apiCacheName,
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 2 * 24 * 60 * 60 },
          },
        },
        {
          urlPattern: new RegExp(`^https?://[^/]+${INSTALLED_APP.readAhead}(?:\\?|$)`),
          handler: 'NetworkFirst',
          options: {
            cacheName: INSTALLED_APP.apiCacheName,
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            matchOptions: { ignoreSearch: true },
          },
        },
      ],
    },
  });

/**
 * The shim's file, beside this config. Read from the config's address as a path: the web tests
 * import this module (INSTALLED_APP) from an `http:` address, where a file path cannot be built.
 */
const objectEntriesShim = decodeURIComponent(
  new URL('./scripts/vite/shims/objectEntries.cjs', import.meta.url).pathname,
);

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/** The pages the boot starts early (src/boot/landingChunks.ts), by their screens' module. */
const LANDING_PAGES = { dashboard: '/src/dashboard/index.ts', client: '/src/clients/screens.tsx' };
const landing = landingGroups(LANDING_PAGES);

export default defineConfig({
  // Brotli and gzip files beside each asset, served as they are by the server (server/http/webApp.ts).
  plugins: [
    react(),
    bookingSitePages(),
    preloadMainChunk(),
    landing.plugin,
    landingChunks(LANDING_PAGES),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    productManifest(),
    installableApp(),
  ],
  resolve: {
    // node-polyglot's shim, in place of its polyfill chain (some 5 KB of the main chunk, brotli).
    alias: { 'object.entries': objectEntriesShim },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    // What the first page needs loads as one file: split into many small shared chunks it
    // compressed worse and cost a request each. Lazy areas still load their own chunks.
    // Vite's modulepreload polyfill is one module both pages would share, so one page would load
    // the other's first chunk for it; every browser the app supports has modulepreload.
    modulePreload: { polyfill: false },
    // Two pages: the back office (index.html) and the public booking site (book.html).
    rolldownOptions: {
      input: { boot: 'index.html', book: 'book.html' },
      output: {
        codeSplitting: {
          // Each group takes its module and every module it imports statically, unless a group
          // before it took them: the boot (index.html's entry, src/boot) its few modules, the
          // modules it shares with the app included, and `index` the app's main module and the
          // rest of what it imports, one chunk, which the boot loads and index.html preloads; then
          // the landing pages' modules, a chunk for each page and one for what they share.
          groups: [
            { name: 'book', test: BOOKING_SITE_MODULES, priority: 30 },
            { name: 'boot', test: /\/src\/boot\/main\.ts$/, priority: 20 },
            { name: 'index', test: /\/src\/main\.tsx$/, priority: 10 },
            ...landing.groups,
          ],
        },
      },
    },
  },
  // `npm run dev`: Vite serves the app with hot reload and forwards API calls to the server.
  server: { port: 5173, proxy: { '/v1': apiTarget, '/v2': apiTarget, '/healthz': apiTarget } },
});

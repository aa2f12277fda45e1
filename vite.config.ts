import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { installableApp } from './vite.pwa';

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

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  // Brotli and gzip files beside each asset, served as they are by the server (server/http/webApp.ts).
  plugins: [
    react(),
    bookingSitePages(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    installableApp(),
  ],
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
      input: { index: 'index.html', book: 'book.html' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'book', test: BOOKING_SITE_MODULES, priority: 1 },
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  // `npm run dev`: Vite serves the app with hot reload and forwards API calls to the server.
  server: { port: 5173, proxy: { '/v1': apiTarget, '/v2': apiTarget, '/healthz': apiTarget } },
});

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';

/** The public booking site's pages (`/book/{slug}`, `/book/{slug}/manage`), which book.html draws. */
const BOOKING_SITE_PAGE = /^\/book(?:[/?#]|$)/;

export const isBookingSitePage = (url: string) => BOOKING_SITE_PAGE.test(url);

/** The built page that draws an address the server has no file for: the booking site's or the back office's. */
export const webPageFor = (url: string) => (isBookingSitePage(url) ? 'book.html' : 'index.html');

/** Vite names every file under assets/ by its content hash, so a browser may keep it for good. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * index.html names the current hashed assets, and the service worker (sw.js, with its workbox
 * runtime and the manifest beside it) the files of the current version: the browser asks again
 * each time (a 304 when unchanged), so a new version is found on the next visit.
 */
export const PAGE_CACHE = 'no-cache';
/** Replies smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Replies up to this size are compressed in one synchronous call: a page of records or a staff
 * picker's answer (a few KB to a few tens of KB) takes a fraction of a millisecond that way, while
 * the stream pipeline the plugin otherwise uses costs a round trip through the thread pool per
 * reply. The plugin's own default on 2 cores is 8 KB.
 */
export const COMPRESS_SYNC_THRESHOLD_BYTES = 64 * 1024;

/** JSON and other text replies above the threshold, brotli or gzip as the client accepts. */
export const registerCompression = (app: FastifyInstance) =>
  app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });

/**
 * The built web app: each file's brotli or gzip twin made at build time (vite.config.ts) is sent
 * as it is, with `Content-Encoding` and `Vary: Accept-Encoding`; hashed assets cached for a year,
 * pages revalidated.
 */
export const registerWebApp = (app: FastifyInstance, webRoot: string) => {
  const assetsFolder = path.join(webRoot, 'assets') + path.sep;
  return app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader(
        'cache-control',
        filePath.startsWith(assetsFolder) ? HASHED_ASSET_CACHE : PAGE_CACHE,
      );
      // Which twin is sent depends on Accept-Encoding, so caches keep one copy per encoding.
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
};

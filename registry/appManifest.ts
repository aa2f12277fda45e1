/**
 * The installed back office's web manifest (docs/areas/offline.md). The build writes it with the
 * product's name for the sign-in page (`manifest.webmanifest`); signed in, the app links the
 * server's copy named after the current salon (`appManifest` in registry/routes/accounts.ts), so
 * the app a phone installs carries the salon's name. The same `id`: one installed app whichever.
 */
export const appManifest = (name = 'Saluni') => ({
  name,
  short_name: name,
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#1976d2',
  background_color: '#ffffff',
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/** Where the build writes the product's manifest, which index.html links. */
export const APP_MANIFEST_FILE = 'manifest.webmanifest';

/** A web manifest's media type (the W3C's). */
export const APP_MANIFEST_TYPE = 'application/manifest+json';

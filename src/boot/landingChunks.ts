import type { ReadAheadPage } from '../../registry/readAhead';

/** The element of the built index.html listing each landing page's chunks (scripts/vite/landingChunks.ts). */
export const LANDING_CHUNKS_ID = 'saluni-landing-chunks';

/**
 * Preloads the chunks of `page`'s screens beyond the main chunk's, as listed in the built page:
 * they come alongside the main chunk rather than once it has run. The build puts them in two
 * chunks, the page's own and the one the landing pages share (scripts/vite/landingGroups.ts), so
 * they leave the browser's other connections to the main chunk, the sign-in and the read ahead.
 * A chunk that fails to come is asked for again by the page, which says so if it fails again.
 * Nothing is listed in development, where Vite serves modules one by one.
 */
export const preloadLandingChunks = (page: ReadAheadPage | undefined): void => {
  const listed = document.getElementById(LANDING_CHUNKS_ID)?.textContent;
  if (!page || !listed) return;
  for (const href of (JSON.parse(listed) as Partial<Record<ReadAheadPage, string[]>>)[page] ?? [])
    document.head.append(
      Object.assign(document.createElement('link'), {
        rel: 'modulepreload',
        href,
        crossOrigin: '',
      }),
    );
};

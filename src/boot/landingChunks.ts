import type { ReadAheadPage } from '../../registry/readAhead';

/** The element of the built index.html listing each landing page's chunks (scripts/vite/landingChunks.ts). */
export const LANDING_CHUNKS_ID = 'saluni-landing-chunks';

/**
 * How many chunks are preloaded at once. A browser opens six connections to a server over
 * HTTP/1.1; the main chunk takes one, and the sign-in (with its read ahead) or the session's
 * read ahead must find one free rather than wait behind a chunk. On Slow 3G, cold, four at a
 * time brought the client list's first row 0.3 s sooner than three, and five later again
 * (docs/performance.md).
 */
const AT_ONCE = 4;

const preload = (href: string): Promise<void> =>
  new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href,
      crossOrigin: '',
    });
    // A chunk that fails to come is asked for again by the page, which says so if it fails again.
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });

/**
 * Preloads the chunks of `page`'s screens beyond the main chunk's, as listed in the built page,
 * a few at a time: they come alongside the main chunk rather than once it has run. Nothing is
 * listed in development, where Vite serves modules one by one.
 */
export const preloadLandingChunks = (page: ReadAheadPage | undefined): void => {
  const listed = document.getElementById(LANDING_CHUNKS_ID)?.textContent;
  if (!page || !listed) return;
  const waiting = [
    ...((JSON.parse(listed) as Partial<Record<ReadAheadPage, string[]>>)[page] ?? []),
  ];
  const next = (): Promise<void> | undefined => {
    const href = waiting.shift();
    return href === undefined ? undefined : preload(href).then(next);
  };
  for (let lane = 0; lane < AT_ONCE; lane += 1) void next();
};

import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import type { ReadAheadPage } from '../../registry/readAhead';
import { LANDING_CHUNKS_ID } from '../../src/boot/landingChunks.js';

/**
 * Lists in the built index.html, for each page the boot starts early (the pages read ahead,
 * registry/readAhead.ts), the chunks of its screens' module beyond the main chunk's: the boot
 * preloads them alongside the main chunk, so on a slow link the page's code is not asked for
 * only once the main chunk has run, its many small chunks a round trip after another.
 * `modules` names each page's module by its path from the project's root.
 */
export const landingChunks = (modules: Record<ReadAheadPage, string>): Plugin => {
  let base = '/';
  return {
    name: 'saluni-landing-chunks',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }): HtmlTagDescriptor[] => {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** A chunk and every chunk it imports statically, but those in `known`. */
        const closure = (
          fileName: string,
          known: ReadonlySet<string>,
          into = new Set<string>(),
        ) => {
          if (known.has(fileName) || into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? [])
            closure(imported, known, into);
          return into;
        };
        // What the page loads before any screen: the entry and the main chunk it imports.
        const main = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')),
        );
        if (!main) return [];
        const first = closure(main.fileName, new Set(), closure(entry.fileName, new Set()));
        const listed = Object.fromEntries(
          Object.entries(modules).map(([page, module]) => {
            const chunk = chunks.find((candidate) =>
              candidate.moduleIds.some((id) => id.endsWith(module)),
            );
            if (!chunk) throw new Error(`landingChunks: no chunk holds ${module}`);
            return [page, [...closure(chunk.fileName, first)].map((file) => `${base}${file}`)];
          }),
        );
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: LANDING_CHUNKS_ID },
            children: JSON.stringify(listed),
            injectTo: 'head',
          },
        ];
      },
    },
  };
};

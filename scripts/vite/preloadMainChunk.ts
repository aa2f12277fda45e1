import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * index.html's entry is the boot (src/boot), which imports the app's main module dynamically, so
 * the browser would find the main chunk only once the boot had arrived and run. This adds a
 * `<link rel="modulepreload">` to the built page for the chunk of `mainModule` and the chunks it
 * imports statically: they download alongside the boot. A page whose entry does not import
 * `mainModule` (book.html, the bench's floor app) is left as it is.
 */
export const preloadMainChunk = (mainModule = '/src/main.tsx'): Plugin => {
  let base = '/';
  return {
    name: 'saluni-preload-main-chunk',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }): HtmlTagDescriptor[] => {
        if (!bundle || !entry) return [];
        const chunkOf = (fileName: string): Rollup.OutputChunk | undefined => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output : undefined;
        };
        // The page's entry may be a facade of the chunk that holds its code: look in both.
        const main = [entry.fileName, ...entry.imports]
          .flatMap((fileName) => chunkOf(fileName)?.dynamicImports ?? [])
          .find((fileName) => chunkOf(fileName)?.moduleIds.some((id) => id.endsWith(mainModule)));
        if (!main) return [];
        // The entry's own static imports Vite preloads already.
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName) || entry.imports.includes(fileName)) return;
          files.add(fileName);
          chunkOf(fileName)?.imports.forEach(add);
        };
        add(main);
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
};

import { parseAst } from 'vite';
import { describe, expect, test } from 'vitest';
import {
  linksOf,
  modulesUsedFrom,
  type ModuleGraph,
  type Statement,
} from '../../../scripts/vite/landingGroups';

/**
 * A small project and package, as the bundler would hand them over: each module's code (none for
 * a module that is not an ES module) and the modules it imports statically.
 */
const MODULES: Record<string, { code?: string; importedIds?: string[] }> = {
  '/app/page.ts': {
    code: `import { Chip } from "pkg"; import "./texts.ts"; export const Page = () => Chip;`,
  },
  '/app/texts.ts': { code: `export * from "./catalogue.ts"; export { hint } from "./hint.ts";` },
  '/app/catalogue.ts': { code: `export const words = {};` },
  '/app/hint.ts': { code: `export const hint = "";` },
  '/app/unused.ts': { code: `export const never = 1;` },
  '/node_modules/pkg/index.js': {
    code: `export { default as Chip } from "./Chip.js"; export { default as Table } from "./Table.js"; export * from "./more.js";`,
  },
  '/node_modules/pkg/Chip.js': {
    code: `import { merge } from "./merge.js"; import { Extra } from "./index.js"; export default function Chip() { return merge(Extra); }`,
  },
  '/node_modules/pkg/Table.js': { code: `import { merge } from "./merge.js"; export default 1;` },
  '/node_modules/pkg/more.js': { code: `export const Extra = 1;` },
  '/node_modules/pkg/other.js': { code: `export const Other = 1;` },
  '/node_modules/pkg/merge.js': { importedIds: ['/node_modules/pkg/clone.js'] },
  '/node_modules/pkg/clone.js': { importedIds: [] },
};

const resolvePath = (source: string, importer: string) => {
  if (source === 'pkg') return '/node_modules/pkg/index.js';
  const folder = importer.slice(0, importer.lastIndexOf('/'));
  return `${folder}/${source.replace(/^\.\//, '')}`;
};

const graph: ModuleGraph = {
  linksOf: (id) => {
    const code = MODULES[id]?.code;
    return code === undefined ? undefined : linksOf(parseAst(code).body as Statement[]);
  },
  importedIds: (id) => MODULES[id]?.importedIds ?? [],
  resolve: async (source, importer) => {
    const target = resolvePath(source, importer);
    return target in MODULES ? target : undefined;
  },
};

describe("a landing page's modules, as the bundler keeps them", () => {
  test("a package's index leads only to the modules of the names taken from it, the project's own modules all", async () => {
    const used = await modulesUsedFrom(graph, '/app/page.ts');
    expect([...used].sort()).toEqual([
      '/app/catalogue.ts',
      '/app/hint.ts',
      '/app/page.ts',
      '/app/texts.ts',
      '/node_modules/pkg/Chip.js',
      '/node_modules/pkg/clone.js',
      '/node_modules/pkg/merge.js',
      '/node_modules/pkg/more.js',
    ]);
  });

  test('reads the imports, the names taken, the re-exports and what a module declares', () => {
    const links = linksOf(
      parseAst(
        `import A, { b as c } from "x"; import * as all from "y"; import "z";
         export { d as e } from "w"; export * from "v"; export * as ns from "u";
         export const f = 1; export function g() {} const h = 2; export { h as i }; export default h;`,
      ).body as Statement[],
    );
    expect(links.imports).toEqual([
      { source: 'x', wanted: new Set(['default', 'b']) },
      { source: 'y', wanted: 'all' },
      { source: 'z', wanted: new Set() },
    ]);
    expect(Object.fromEntries(links.reexports)).toEqual({
      e: { source: 'w', name: 'd' },
      ns: { source: 'u', name: '*' },
    });
    expect(links.reexportsAll).toEqual(['v']);
    expect([...links.locals].sort()).toEqual(['default', 'f', 'g', 'i']);
  });
});

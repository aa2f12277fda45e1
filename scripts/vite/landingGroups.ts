import type { Plugin, Rolldown } from 'vite';
import type { ReadAheadPage } from '../../registry/readAhead';

/** The names a module is asked for: some of its exports, or all of them. */
type Wanted = ReadonlySet<string> | 'all';

/** What a module's code imports and re-exports, by the import's text as written. */
export interface ModuleLinks {
  /** Every import declaration: its source and the names it takes. */
  imports: { source: string; wanted: Wanted }[];
  /** `export { a as b } from "source"`: `b` comes from `source`'s `a`. */
  reexports: Map<string, { source: string; name: string }>;
  /** `export * from "source"`. */
  reexportsAll: string[];
  /** The names the module's own code exports. */
  locals: Set<string>;
}

/** A parsed program's top-level statements, as the parts this reading needs. */
export interface Statement {
  type: string;
  source?: { value: string } | null;
  specifiers?: {
    type: string;
    imported?: { name?: string; value?: string };
    local?: { name?: string; value?: string };
    exported?: { name?: string; value?: string };
  }[];
  exported?: { name?: string; value?: string } | null;
  declaration?: {
    id?: { name?: string } | null;
    declarations?: { id: { name?: string } }[];
  } | null;
}

const nameOf = (node: { name?: string; value?: string } | undefined) =>
  node?.name ?? node?.value ?? 'default';

/** A module's imports and exports, read from its parsed program's top-level statements. */
export const linksOf = (body: Statement[]): ModuleLinks => {
  const links: ModuleLinks = {
    imports: [],
    reexports: new Map(),
    reexportsAll: [],
    locals: new Set(),
  };
  for (const statement of body) {
    const source = statement.source?.value;
    if (statement.type === 'ExportDefaultDeclaration') links.locals.add('default');
    if (statement.type === 'ExportNamedDeclaration' && source === undefined) {
      const { declaration, specifiers = [] } = statement;
      for (const { id } of declaration?.declarations ?? []) if (id.name) links.locals.add(id.name);
      if (declaration?.id?.name) links.locals.add(declaration.id.name);
      for (const specifier of specifiers) links.locals.add(nameOf(specifier.exported));
    }
    if (source === undefined) continue;
    if (statement.type === 'ImportDeclaration') {
      const specifiers = statement.specifiers ?? [];
      const wanted = specifiers.some((specifier) => specifier.type === 'ImportNamespaceSpecifier')
        ? 'all'
        : new Set(
            specifiers.map((specifier) =>
              specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported),
            ),
          );
      links.imports.push({ source, wanted });
    } else if (statement.type === 'ExportAllDeclaration') {
      if (statement.exported)
        links.reexports.set(nameOf(statement.exported), { source, name: '*' });
      else links.reexportsAll.push(source);
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers ?? [])
        links.reexports.set(nameOf(specifier.exported), { source, name: nameOf(specifier.local) });
    }
  }
  return links;
};

/** What reading a page's modules needs of the bundler. */
export interface ModuleGraph {
  /** The module's imports and exports; none for a module that is not an ES module. */
  linksOf: (id: string) => ModuleLinks | undefined;
  /** The modules a module imports statically, as the bundler's graph has them. */
  importedIds: (id: string) => string[];
  /** The module an import's text names from `importer`. */
  resolve: (source: string, importer: string) => Promise<string | undefined>;
}

/**
 * The modules the bundler keeps for `start`: those whose own code is needed (asked for names they
 * declare, or for all of them, or imported for their side effects), with all they import. An
 * index or an `export *` passes the names on to the modules that have them. The project's own
 * modules may act when loaded, so the bundler keeps every one reached, with all it imports and
 * re-exports; a package's are kept only for what is taken from them (packages here declare no
 * side effects). Modules that are not ES modules are kept whole. A reading, not the bundler's
 * own: a module it misses or adds lands in another chunk than it would, and the app loads the
 * same either way.
 */
export const modulesUsedFrom = async (graph: ModuleGraph, start: string): Promise<Set<string>> => {
  const asked = new Map<string, Set<string> | 'all'>();
  const used = new Set<string>();
  let waiting: [string, Wanted][] = [[start, 'all']];
  // In waves: every module reached in one wave is read, and all it imports resolved together,
  // rather than one import at a time (a build's thousands of them).
  while (waiting.length > 0) {
    const wave = waiting;
    waiting = [];
    const resolving: Promise<void>[] = [];
    const follow = (importer: string, source: string, wanted: Wanted) =>
      resolving.push(
        graph.resolve(source, importer).then((target) => {
          if (target) waiting.push([target, wanted]);
        }),
      );
    for (const [id, wanted] of wave) {
      const before = asked.get(id);
      if (before === 'all') continue;
      const fresh = wanted === 'all' ? 'all' : [...wanted].filter((name) => !before?.has(name));
      const forSideEffects = wanted !== 'all' && wanted.size === 0 && !used.has(id);
      if (fresh !== 'all' && fresh.length === 0 && !forSideEffects) continue;
      asked.set(id, wanted === 'all' ? 'all' : new Set([...(before ?? []), ...wanted]));
      const moduleLinks = graph.linksOf(id);
      if (!moduleLinks) {
        if (!used.has(id))
          for (const imported of graph.importedIds(id)) waiting.push([imported, 'all']);
        used.add(id);
        continue;
      }
      const projects = !id.includes('/node_modules/');
      const firstUse =
        !used.has(id) &&
        (fresh === 'all' ||
          forSideEffects ||
          projects ||
          fresh.some((name) => moduleLinks.locals.has(name)));
      if (firstUse) {
        used.add(id);
        for (const { source, wanted: taken } of moduleLinks.imports) follow(id, source, taken);
        if (projects) for (const source of moduleLinks.reexportsAll) follow(id, source, new Set());
      }
      const reexported = firstUse && projects ? 'all' : fresh;
      for (const [exported, { source, name }] of moduleLinks.reexports)
        if (reexported === 'all' || reexported.includes(exported))
          follow(id, source, name === '*' ? 'all' : new Set([name]));
      const elsewhere =
        fresh === 'all'
          ? 'all'
          : new Set(
              fresh.filter(
                (name) => !moduleLinks.locals.has(name) && !moduleLinks.reexports.has(name),
              ),
            );
      if (elsewhere === 'all' || elsewhere.size > 0)
        for (const source of moduleLinks.reexportsAll) follow(id, source, elsewhere);
    }
    await Promise.all(resolving);
  }
  return used;
};

/**
 * The code-splitting groups that put the landing pages' modules beyond the first chunks' in a
 * few chunks: one for the modules only one page uses, one for those the pages share. Left to
 * itself, the bundler split them into some thirty small chunks a page, by the other areas that
 * share them; on a slow link each costs a request and a part-filled packet, and small files
 * compress worse (docs/performance.md). The other areas import what they share from these chunks.
 *
 * Which modules a page uses is read from the module graph once the build has it (modulesUsedFrom:
 * the graph's own edges through a package's index would take every module of `@mui/material`).
 * The first chunks' modules are taken first, by the groups before these. A group also takes what its
 * modules import, so the modules more pages share are taken first (a higher priority): a page's
 * own group would otherwise take them along. `modules` names each page's module by its path
 * from the project's root.
 */
export const landingGroups = (
  modules: Record<ReadAheadPage, string>,
): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } => {
  const pages = Object.keys(modules).sort() as ReadAheadPage[];
  /** Each landing module's chunk, named by the pages that use it. */
  const chunkOf = new Map<string, string>();
  const chunkName = (usedBy: string[]) => `landing-${usedBy.join('-')}`;
  const plugin: Plugin = {
    name: 'saluni-landing-groups',
    apply: 'build',
    async buildEnd() {
      chunkOf.clear();
      // Both pages read many of the same modules: each is parsed, and each import resolved, once.
      const links = new Map<string, ModuleLinks | undefined>();
      const resolved = new Map<string, Promise<string | undefined>>();
      const graph: ModuleGraph = {
        linksOf: (id) => {
          if (!links.has(id)) {
            const info = this.getModuleInfo(id);
            links.set(
              id,
              info?.code && info.inputFormat === 'es'
                ? linksOf(this.parse(info.code).body as Statement[])
                : undefined,
            );
          }
          return links.get(id);
        },
        importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        resolve: (source, importer) => {
          const key = `${importer}\n${source}`;
          const target =
            resolved.get(key) ?? this.resolve(source, importer).then((found) => found?.id);
          resolved.set(key, target);
          return target;
        },
      };
      const ids = [...this.getModuleIds()];
      const starts = pages.map((page) => ids.find((id) => id.endsWith(modules[page])));
      // Another app built with this config (the bench's floor app) has none of the pages.
      if (starts.every((start) => start === undefined)) return;
      const usedBy = new Map<string, ReadAheadPage[]>();
      for (const [index, page] of pages.entries()) {
        const start = starts[index];
        if (!start) this.error(`landingGroups: no module ${modules[page]}`);
        for (const id of await modulesUsedFrom(graph, start))
          usedBy.set(id, [...(usedBy.get(id) ?? []), page]);
      }
      for (const [id, byPages] of usedBy) chunkOf.set(id, chunkName(byPages));
    },
  };
  /** Every set of pages a module can be used by, in the pages' order. */
  const sets = pages.reduce<string[][]>(
    (subsets, page) => [...subsets, ...subsets.map((subset) => [...subset, page]), [page]],
    [],
  );
  return {
    plugin,
    groups: sets.map((set) => {
      const name = chunkName(set);
      return { name, test: (id: string) => chunkOf.get(id) === name, priority: set.length };
    }),
  };
};

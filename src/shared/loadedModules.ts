/**
 * Importers that remember their module once it has come. A screen whose code came before it is
 * first shown (the landing page's, fetched while the person signed in; the screens fetched
 * ahead) then renders in the same pass, without a loading indicator (loadedOnShow.tsx;
 * docs/performance.md, "Screens whose code has come").
 */
const loaded = new WeakMap<object, unknown>();

/** `load` as an importer that remembers its module (`loadedModule`). */
export const rememberingImporter = <Module>(load: () => Promise<Module>) => {
  const importer = (): Promise<Module> =>
    load().then((module) => {
      loaded.set(importer, module);
      return module;
    });
  return importer;
};

/** The module `importer` has brought, once it has come; undefined before (or for another importer). */
export const loadedModule = <Module>(importer: () => Promise<Module>): Module | undefined =>
  loaded.get(importer) as Module | undefined;

/**
 * Importers that remember their module once it has come. A screen whose code came before it is
 * first shown (the landing page's, fetched while the person signed in; the screens fetched
 * ahead) then renders in the same pass: React.lazy given a pending promise shows its fallback,
 * and React holds back the content that replaces a fallback until 300 ms after it was shown,
 * a wait of nothing but the clock (docs/performance.md, "Screens whose code has come").
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

/**
 * `value` for React.lazy, at once: lazy reads its module in the callback it hands `then`, and a
 * callback called before `then` returns renders the component in the pass that asked for it.
 * lazy only ever calls `then`, which is why this thenable may stand for the promise it types.
 */
export const settledNow = <T>(value: T): Promise<T> => {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<T>;
};

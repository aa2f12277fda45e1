import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { loadedModule } from './loadedModules';
import { loadingScreen } from './pageSettled';

/** A screen, boxed: a component held in state must not be taken for a state updater. */
type Held = { Screen: ComponentType };

/**
 * A screen whose code loads on its first show: drawn in the same pass when its code has come
 * (loaded before by this screen, or `alreadyLoaded`, loadedModules.ts), else the page's loading
 * indicator, then the screen as its code arrives. Not React.lazy: a lazy screen that waits shows
 * its Suspense's fallback, and React then holds back the content that replaces a fallback until
 * 300 ms after the fallback was drawn, a wait of nothing but the clock (docs/performance.md,
 * "A click to a screen whose code is still coming"). Here the code's arrival is a plain state
 * update, drawn at once. A failed load is thrown to the error boundary, and tried again on the
 * next show.
 */
export const loadedOnShow = (
  load: () => Promise<ComponentType>,
  alreadyLoaded: () => ComponentType | undefined = () => undefined,
): (() => ReactElement) => {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const held = (): Held | undefined => {
    loaded ??= alreadyLoaded();
    return loaded && { Screen: loaded };
  };
  // Started as the screen is first drawn, as React.lazy does, not after its loading indicator.
  const startLoading = () =>
    (loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const LoadedOnShow = () => {
    const [screen, setScreen] = useState<Held | undefined>(() => {
      const now = held();
      if (!now) void startLoading().catch(() => undefined);
      return now;
    });
    useEffect(() => {
      if (screen) return;
      let shown = true;
      startLoading().then(
        (Screen) => shown && setScreen({ Screen }),
        (error: unknown) =>
          shown &&
          setScreen(() => {
            throw error;
          }),
      );
      return () => {
        shown = false;
      };
    }, [screen]);
    return screen ? <screen.Screen /> : <Loading />;
  };
  return LoadedOnShow;
};

/**
 * The screen `screenOf` picks from the module of `importer` (a rememberingImporter), as above:
 * drawn in the same pass once the module has come, however it came (fetched ahead, or another
 * screen of the same module), and counted as loading while it loads (pageSettled.ts).
 */
export const loadedScreenOf = <Module,>(
  importer: () => Promise<Module>,
  screenOf: (module: Module) => ComponentType,
) =>
  loadedOnShow(
    () => loadingScreen(importer()).then(screenOf),
    () => {
      const module = loadedModule(importer);
      return module && screenOf(module);
    },
  );

import type { ComponentType } from 'react';
import { SCREEN_MODULES } from './areas';
import { loadedScreenOf } from './shared/loadedOnShow';

type AreaModule<Area extends keyof typeof SCREEN_MODULES> = Awaited<
  ReturnType<(typeof SCREEN_MODULES)[Area]>
>;

/**
 * A screen a module of SCREEN_MODULES exports by name (a custom route), loaded with it on first
 * show, or drawn at once when the module has already come (loadedModules.ts).
 */
export const lazyAreaScreen = <
  Area extends keyof typeof SCREEN_MODULES,
  Name extends Exclude<keyof AreaModule<Area>, 'resourceScreens'>,
>(
  area: Area,
  name: Name,
) => {
  const importer = SCREEN_MODULES[area] as () => Promise<AreaModule<Area>>;
  return loadedScreenOf(importer, (module) => module[name] as ComponentType);
};

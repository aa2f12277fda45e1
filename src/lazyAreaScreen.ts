import { lazy, type ComponentType } from 'react';
import { SCREEN_MODULES } from './areas';
import { loadingScreen } from './shared/pageSettled';

type AreaModule<Area extends keyof typeof SCREEN_MODULES> = Awaited<
  ReturnType<(typeof SCREEN_MODULES)[Area]>
>;

/** A screen a module of SCREEN_MODULES exports by name (a custom route), loaded with it on first show. */
export const lazyAreaScreen = <
  Area extends keyof typeof SCREEN_MODULES,
  Name extends Exclude<keyof AreaModule<Area>, 'resourceScreens'>,
>(
  area: Area,
  name: Name,
) =>
  lazy(async () => {
    const module = (await loadingScreen<unknown>(SCREEN_MODULES[area]())) as AreaModule<Area>;
    return { default: module[name] as ComponentType };
  });

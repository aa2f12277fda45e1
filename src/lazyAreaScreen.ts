import { lazy, type ComponentType } from 'react';
import { AREA_SCREENS } from './areas';

type AreaModule<Area extends keyof typeof AREA_SCREENS> = Awaited<
  ReturnType<(typeof AREA_SCREENS)[Area]>
>;

/** A screen an area's module exports by name (a custom route), loaded with its area on first show. */
export const lazyAreaScreen = <
  Area extends keyof typeof AREA_SCREENS,
  Name extends Exclude<keyof AreaModule<Area>, 'resourceScreens'>,
>(
  area: Area,
  name: Name,
) =>
  lazy(async () => {
    const module = (await AREA_SCREENS[area]()) as AreaModule<Area>;
    return { default: module[name] as ComponentType };
  });

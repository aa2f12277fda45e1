import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code loads on its first show. A plain component around React.lazy: an area's
 * screens are themselves reached through React.lazy (resourceScreens.tsx, lazyAreaScreen.ts),
 * and a lazy component may not resolve to another lazy one.
 */
export const loadedOnShow = (load: () => Promise<ComponentType>): ComponentType => {
  const Loaded = lazy(async () => ({ default: await load() }));
  const LoadedOnShow = () => <Loaded />;
  return LoadedOnShow;
};

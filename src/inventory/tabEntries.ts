import type { ComponentType } from 'react';
import { rememberingImporter } from '../shared/loadedModules';
import { loadedScreenOf } from '../shared/loadedOnShow';
import type { HubTab } from './UrlTabs';

/** `in-store` as `inStore`. */
const camelCase = (id: string) =>
  id.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/**
 * A hub tab: its query value (`in-store`) and its screen; its label is the value's key under
 * `saluni.inventory.tabs`, in camel case (`inStore`).
 */
export const hubTab = (id: string, Component: ComponentType): HubTab => ({
  id,
  label: `saluni.inventory.tabs.${camelCase(id)}`,
  Component,
});

/**
 * A tab whose screen is a chunk of its own: `load` is a literal `import()` (the chunk seam), and
 * `screen` the module's export that is the screen (its default one unless named). Loaded the
 * first time the tab shows, or fetched ahead in idle time (`load`, modulesAhead in screens.ts),
 * after which the tab draws at once.
 */
export const lazyTab = <TModule extends object>(
  id: string,
  load: () => Promise<TModule>,
  screen = 'default' as keyof TModule,
): HubTab => {
  const importer = rememberingImporter(load);
  return {
    ...hubTab(
      id,
      loadedScreenOf(importer, (module) => module[screen] as ComponentType),
    ),
    load: importer,
  };
};

import { lazy, type ComponentType } from 'react';
import type { HubTab } from './UrlTabs';

/** `in-store` as `inStore`. */
const camelCase = (id: string) =>
  id.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/**
 * A hub tab: its query value (`in-store`) and its screen; its label is the value's key under
 * `saluni.inventory.tabs`, in camel case (`inStore`).
 */
export const hubTab = (id: string, Component: HubTab['Component']): HubTab => ({
  id,
  label: `saluni.inventory.tabs.${camelCase(id)}`,
  Component,
});

/**
 * A tab whose screen loads the first time it shows: `load` is a literal `import()` (the chunk
 * seam), and `screen` the module's export that is the screen (its default one unless named).
 */
export const lazyTab = <TModule extends object>(
  id: string,
  load: () => Promise<TModule>,
  screen = 'default' as keyof TModule,
) =>
  hubTab(
    id,
    lazy(() => load().then((module) => ({ default: module[screen] as ComponentType }))),
  );

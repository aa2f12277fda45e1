import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { RESOURCES, type ResourceDeclaration } from '../registry';
import { AREA_SCREENS } from './areas';
import { resourceIcon } from './layout/resourceIcons';
import { RequireAccess } from './shared/NoAccess';
import type { GenericScreen as GenericScreenType } from './shared/GenericScreen';
import { loadedModule, rememberingImporter } from './shared/loadedModules';
import { loadedOnShow } from './shared/loadedOnShow';
import { loadingScreen } from './shared/pageSettled';
import type { ScreenKind } from './shared/ownScreens';

export interface ResourceScreens {
  name: string;
  declaration: ResourceDeclaration;
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  icon: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
}

const importGenericScreen = rememberingImporter(() => import('./shared/GenericScreen'));

/**
 * The area's own screen when it has one, else the generic screen built from the declaration;
 * loaded on first show, or drawn at once when its code has already come (loadedModules.ts).
 */
const lazyScreen = (declaration: ResourceDeclaration, kind: ScreenKind): ComponentType => {
  const importArea = AREA_SCREENS[declaration.menu.area];
  const ownScreen = ({ resourceScreens }: Awaited<ReturnType<typeof importArea>>) =>
    resourceScreens[declaration.name]?.[kind];
  const genericScreen = ({ GenericScreen }: { GenericScreen: typeof GenericScreenType }) => {
    const Generic = () => <GenericScreen declaration={declaration} kind={kind} />;
    return Generic;
  };
  return loadedOnShow(
    async () =>
      ownScreen(await loadingScreen(importArea())) ??
      genericScreen(await loadingScreen(importGenericScreen())),
    () => {
      const area = loadedModule(importArea);
      const generic = area && loadedModule(importGenericScreen);
      return (area && ownScreen(area)) ?? (generic && genericScreen(generic));
    },
  );
};

/** The screen for roles that may use it; the others read that they may not, naming the resource. */
const guardedScreen = (declaration: ResourceDeclaration, kind: ScreenKind): ComponentType => {
  const Screen = lazyScreen(declaration, kind);
  return () => (
    <RequireAccess resource={declaration.name} action={kind}>
      <Screen />
    </RequireAccess>
  );
};

export const screensOf = (declaration: ResourceDeclaration): ResourceScreens => ({
  name: declaration.name,
  declaration,
  list: guardedScreen(declaration, 'list'),
  create: guardedScreen(declaration, 'create'),
  edit: guardedScreen(declaration, 'edit'),
  icon: resourceIcon(declaration.name),
  recordRepresentation: (record) => String(record[declaration.titleField] ?? ''),
});

/** Every registry resource with its screens, in registry order: a new declaration needs nothing here. */
export const resourceScreens: ResourceScreens[] = RESOURCES.map(screensOf);

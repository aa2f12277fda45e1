import { lazy, type ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { RESOURCES, type ResourceDeclaration } from '../registry';
import { AREA_SCREENS } from './areas';
import { resourceIcon } from './layout/resourceIcons';
import { RequireAccess } from './shared/NoAccess';
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

/** The area's own screen when it has one, else the generic screen built from the declaration; loaded on first show. */
const lazyScreen = (declaration: ResourceDeclaration, kind: ScreenKind): ComponentType =>
  lazy(async () => {
    const { resourceScreens } = await loadingScreen(AREA_SCREENS[declaration.menu.area]());
    const own = resourceScreens[declaration.name]?.[kind];
    if (own) return { default: own };
    const { GenericScreen } = await loadingScreen(import('./shared/GenericScreen'));
    return { default: () => <GenericScreen declaration={declaration} kind={kind} /> };
  });

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

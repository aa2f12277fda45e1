import type { MenuArea } from '../registry';
import type { AreaResourceScreens } from './shared/ownScreens';

/**
 * Each menu area's screens module. Imported only here and through `import()`, so each area is a
 * chunk of its own that loads the first time one of its screens is shown; the sign-in page and
 * the shell stay in the main chunk.
 */
export const AREA_SCREENS = {
  appointments: () => import('./appointments/screens'),
  clients: () => import('./clients/screens'),
  staff: () => import('./staff/screens'),
  services: () => import('./services/screens'),
  offerings: () => import('./offerings/screens'),
  inventory: () => import('./inventory/screens'),
  reports: () => import('./reports/screens'),
  settings: () => import('./settings/screens'),
} satisfies Record<MenuArea, () => Promise<{ resourceScreens: AreaResourceScreens }>>;

/** The screens of custom routes, by the module that exports them: a menu area's or an entry point of its own. */
export const SCREEN_MODULES = {
  ...AREA_SCREENS,
  dashboard: () => import('./dashboard'),
  calendar: () => import('./calendar'),
  checkout: () => import('./checkout'),
  messaging: () => import('./messaging/screens'),
  notifications: () => import('./notifications/screens'),
  tax: () => import('./tax/screens'),
  pay: () => import('./pay/screens'),
};

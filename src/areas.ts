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

/**
 * The screens of custom routes, by the module that exports them: a menu area's or an entry point
 * of its own. In the order they are fetched ahead once the shell is shown (prefetchAreas.ts): the
 * day's screens first, the calendar and the checkout, then the menu's areas.
 */
export const SCREEN_MODULES = {
  calendar: () => import('./calendar'),
  checkout: () => import('./checkout/screens'),
  dashboard: () => import('./dashboard'),
  ...AREA_SCREENS,
  messaging: () => import('./messaging/screens'),
  notifications: () => import('./notifications/screens'),
  tax: () => import('./tax/screens'),
  pay: () => import('./pay/screens'),
  signUp: () => import('./auth/signUpScreens'),
  dataImport: () => import('./settings/dataImport/screens'),
};

import type { MenuArea } from '../registry';
import { rememberingImporter } from './shared/loadedModules';
import type { AreaResourceScreens } from './shared/ownScreens';

/**
 * Each menu area's screens module. Imported only here and through `import()`, so each area is a
 * chunk of its own that loads the first time one of its screens is shown; the sign-in page and
 * the shell stay in the main chunk.
 */
export const AREA_SCREENS = {
  appointments: rememberingImporter(() => import('./appointments/screens')),
  clients: rememberingImporter(() => import('./clients/screens')),
  staff: rememberingImporter(() => import('./staff/screens')),
  services: rememberingImporter(() => import('./services/screens')),
  offerings: rememberingImporter(() => import('./offerings/screens')),
  inventory: rememberingImporter(() => import('./inventory/screens')),
  reports: rememberingImporter(() => import('./reports/screens')),
  settings: rememberingImporter(() => import('./settings/screens')),
} satisfies Record<MenuArea, () => Promise<{ resourceScreens: AreaResourceScreens }>>;

/**
 * The screens of custom routes, by the module that exports them: a menu area's or an entry point
 * of its own. In the order they are fetched ahead once the shell is shown (prefetchAreas.ts): the
 * day's screens first, the calendar and the checkout, then the menu's areas.
 */
export const SCREEN_MODULES = {
  calendar: rememberingImporter(() => import('./calendar')),
  checkout: rememberingImporter(() => import('./checkout/screens')),
  dashboard: rememberingImporter(() => import('./dashboard')),
  ...AREA_SCREENS,
  messaging: rememberingImporter(() => import('./messaging/screens')),
  notifications: rememberingImporter(() => import('./notifications/screens')),
  tax: rememberingImporter(() => import('./tax/screens')),
  pay: rememberingImporter(() => import('./pay/screens')),
  signUp: rememberingImporter(() => import('./auth/signUpScreens')),
  dataImport: rememberingImporter(() => import('./settings/dataImport/screens')),
};

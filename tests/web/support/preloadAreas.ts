import { AREA_SCREENS } from '../../../src/areas';

/**
 * The areas' screen modules, loaded before a test renders the app, as a first visit would load
 * them: the tests then wait on what the screens do, not on module loading.
 */
await Promise.all([
  ...Object.values(AREA_SCREENS).map((load) => load()),
  import('../../../src/shared/GenericScreen'),
]);

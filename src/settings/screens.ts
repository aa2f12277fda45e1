import type { AreaResourceScreens } from '../shared/ownScreens';

export { BusinessSettings } from './BusinessSettings';
export { ActivityList } from './ActivityList';

/** The settings menu area has no registry resources with screens of their own. */
export const resourceScreens: AreaResourceScreens = {};

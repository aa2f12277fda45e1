import type { AreaResourceScreens } from '../shared/ownScreens';

/**
 * The appointments menu area has no registry resources: its screens (the dashboard, the calendar
 * and the checkout page) are entry points of their own (src/areas.ts).
 */
export const resourceScreens: AreaResourceScreens = {};

import type { AreaResourceScreens } from '../shared/ownScreens';

/** The appointments area's screens: the dashboard (the landing page) and the calendar; no registry resources. */
export const resourceScreens: AreaResourceScreens = {};
export { Dashboard } from '../dashboard/Dashboard';
export { CalendarPage } from '../calendar/CalendarPage';

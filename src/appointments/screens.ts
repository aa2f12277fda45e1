import type { AreaResourceScreens } from '../shared/ownScreens';

/** The appointments area's screens: the dashboard (the landing page), the calendar and the checkout page (/checkout); no registry resources. */
export const resourceScreens: AreaResourceScreens = {};
export { Dashboard } from '../dashboard/Dashboard';
export { CalendarPage } from '../calendar/CalendarPage';
export { CheckoutPage } from '../checkout/CheckoutPage';

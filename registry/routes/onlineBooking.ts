import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';

// Business settings: whoever may change the business's settings may change these.
const business = moduleRoutes('settings.Business');

/** Online booking's settings (docs/areas/online-booking.md). */
export const onlineBookingRoutes = {
  onlineBookingGet: business.read('/v1/online-booking', 'onlineBooking'),
  onlineBookingSave: business.update('/v1/online-booking', 'onlineBooking'),
} as const satisfies Record<string, RouteDeclaration>;

import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';

/**
 * A call of the public booking site: anyone may make it, within the limits per address and per
 * mobile; the slug in the path names the business, or the hold's or booking's secret token does.
 */
const siteRoute = <M extends 'GET' | 'POST', P extends string, K extends string | undefined>(
  method: M,
  path: P,
  replyKey: K,
) => ({ method, path, access: 'public', replyKey, business: 'none' }) as const;

/** The booking site (docs/areas/booking-site.md) and the back office's calls that serve it. */
export const bookingSiteRoutes = {
  bookingSiteGet: siteRoute('GET', '/v1/book/:slug', 'bookingSite'),
  // The business's logo, public only through its booking site.
  bookingSiteLogo: siteRoute('GET', '/v1/book/:slug/logo', undefined),
  bookingSiteTimes: siteRoute('GET', '/v1/book/:slug/times', 'freeTimes'),
  bookingSiteHold: { ...siteRoute('POST', '/v1/book/:slug/hold', 'hold'), created: true },
  // The hold's token in the body names the hold, and with it the business.
  bookingHoldCode: siteRoute('POST', '/v1/book/hold/code', 'codeSent'),
  bookingHoldVerify: siteRoute('POST', '/v1/book/hold/verify', 'verified'),
  bookingHoldConfirm: { ...siteRoute('POST', '/v1/book/hold/confirm', 'booking'), created: true },
  // The manage link's secret in the path: the booking, its calendar file, and what it allows.
  bookingManageGet: siteRoute('GET', '/v1/book/manage/:token', 'booking'),
  bookingManageCalendar: siteRoute('GET', '/v1/book/manage/:token/calendar.ics', undefined),
  bookingManageCancel: siteRoute('POST', '/v1/book/manage/:token/cancel', 'booking'),
  bookingManageMove: siteRoute('POST', '/v1/book/manage/:token/move', 'booking'),
  bookingManagePay: siteRoute('POST', '/v1/book/manage/:token/pay', 'booking'),
  bookingManageTimes: siteRoute('GET', '/v1/book/manage/:token/times', 'freeTimes'),
  // "Send booking link" on an appointment booked at the desk.
  appointmentBookingLink: moduleRoutes('appointments.Appointments').update(
    '/v1/appointment/:id/booking-link',
    'bookingLink',
    'POST',
  ),
} as const satisfies Record<string, RouteDeclaration>;

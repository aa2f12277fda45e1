import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import {
  bookingOfToken,
  cancelBooking,
  moveBooking,
  moveSchema,
  payBooking,
  paySchema,
} from './manage';
import { sendBookingLink } from './bookingLink';
import { toBookingDocument } from './bookingDocument';
import { calendarFileOf } from './calendarFile';
import { confirmHold, confirmSchema } from './confirm';
import type { FlowDependencies } from './dependencies';
import {
  CODE_LIMITS,
  codeSchema,
  limited,
  sendCode,
  verifyCode,
  verifySchema,
} from './verification';

/**
 * The booking site's flow after a slot is held (docs/areas/booking-site.md): the one-time code,
 * the confirmation with its deposit, the manage link and "Send booking link".
 */
export const registerBookingFlow = (
  app: FastifyInstance,
  db: Database,
  dependencies: FlowDependencies,
) => {
  serveRoute(app, db, ROUTES.bookingHoldCode, { body: codeSchema }, ({ request, body }) =>
    sendCode(db, request, body),
  );
  serveRoute(app, db, ROUTES.bookingHoldVerify, { body: verifySchema }, ({ request, body }) =>
    verifyCode(db, request, body),
  );
  serveRoute(
    app,
    db,
    ROUTES.bookingHoldConfirm,
    { body: confirmSchema },
    async ({ request, body }) => {
      await limited(db, `confirm-address:${request.ip}`, CODE_LIMITS.confirmsPerAddress);
      return confirmHold(db, request, dependencies, body);
    },
  );

  serveRoute(app, db, ROUTES.bookingManageGet, { query: [] }, async ({ params }) =>
    toBookingDocument(db, await bookingOfToken(db, params.token)),
  );
  serveRoute(app, db, ROUTES.bookingManageCalendar, { query: [] }, async ({ params, reply }) => {
    const row = await bookingOfToken(db, params.token);
    const file = calendarFileOf(await toBookingDocument(db, row), row.id);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="booking.ics"')
      .header('cache-control', 'no-store')
      .send(file);
  });
  serveRoute(app, db, ROUTES.bookingManageCancel, {}, ({ params }) =>
    cancelBooking(db, dependencies, params.token),
  );
  serveRoute(app, db, ROUTES.bookingManageMove, { body: moveSchema }, ({ params, body }) =>
    moveBooking(db, params.token, body),
  );
  serveRoute(
    app,
    db,
    ROUTES.bookingManagePay,
    { body: paySchema },
    async ({ request, params, body }) => {
      await limited(db, `pay-address:${request.ip}`, CODE_LIMITS.paymentsPerAddress);
      return payBooking(db, request, dependencies, params.token, body);
    },
  );

  serveRoute(app, db, ROUTES.appointmentBookingLink, {}, ({ access, params, request }) =>
    sendBookingLink(db, request, dependencies, access.businessId, params.id),
  );
};

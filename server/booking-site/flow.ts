import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { serveRoute } from '../tenancy/declaredRoutes';

// Placeholder until the booking flow is built.
export const registerBookingFlow = (app: FastifyInstance, db: Database) => {
  for (const route of [
    ROUTES.bookingHoldCode,
    ROUTES.bookingHoldVerify,
    ROUTES.bookingHoldConfirm,
    ROUTES.bookingManageGet,
    ROUTES.bookingManageCalendar,
    ROUTES.bookingManageCancel,
    ROUTES.bookingManageMove,
    ROUTES.bookingManagePay,
    ROUTES.appointmentBookingLink,
  ])
    serveRoute(app, db, route, {}, async () => {
      throw new HttpError(503, 'UNAVAILABLE', 'Not built yet');
    });
};

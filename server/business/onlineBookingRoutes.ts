import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import {
  onlineBookingOf,
  onlineBookingSaveSchema,
  prepareSettings,
  saveOnlineBooking,
} from './onlineBooking';

/**
 * Online booking's settings (docs/areas/online-booking.md), settings.Business:
 *   GET /v1/online-booking?businessId -> { onlineBooking }   read
 *   PUT /v1/online-booking { businessId, ...settings } -> { onlineBooking }   update
 */
export const registerOnlineBookingRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.onlineBookingGet, { query: [] }, ({ access }) =>
    onlineBookingOf(db, access.businessId),
  );
  serveRoute(
    app,
    db,
    ROUTES.onlineBookingSave,
    { body: onlineBookingSaveSchema, prepare: prepareSettings, query: 'none' },
    ({ access, body }) => saveOnlineBooking(db, access.businessId, body),
  );
};

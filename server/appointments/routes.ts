import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { changeAppointment } from './appointmentChange';
import { appointmentCount, appointmentPage, appointmentsByRoom } from './appointmentReads';
import {
  bookAppointment,
  bookSeries,
  deleteAppointment,
  deleteAppointmentsOfQuery,
} from './appointmentWrites';
import { bookingSchema, changeSchema, clientChangeSchema, recurringSchema } from './schemas';
import { staffAvailability } from './staffAvailability';

/**
 * Every appointment call (docs/areas/appointments.md); access and reply keys are in
 * registry/routes/appointments.ts. The list and the count read the same filters, checked by
 * their own query reader (`?startDate&endDate&employeeId&clientId&status&location&page&limit`).
 */
export const registerAppointmentRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.appointmentList, {}, ({ access, query }) =>
    appointmentPage(db, access.businessId, query),
  );
  serveRoute(app, db, ROUTES.appointmentCount, {}, ({ access, query }) =>
    appointmentCount(db, access.businessId, query),
  );
  serveRoute(app, db, ROUTES.appointmentsByRoom, { query: ['date'] }, ({ access, query }) =>
    appointmentsByRoom(db, access.businessId, query.date),
  );
  serveRoute(
    app,
    db,
    ROUTES.staffAvailability,
    { query: ['startDate', 'durationInMinutes', 'serviceIds'] },
    ({ access, query, request }) =>
      staffAvailability(db, access.businessId, query, request.language),
  );

  serveRoute(app, db, ROUTES.appointmentCreate, { body: bookingSchema }, (call) =>
    bookAppointment(db, call.access, call.body),
  );
  serveRoute(app, db, ROUTES.appointmentRecurringCreate, { body: recurringSchema }, (call) =>
    bookSeries(db, call.access, call.body, call.request.language),
  );
  serveRoute(app, db, ROUTES.appointmentClientUpdate, { body: clientChangeSchema }, (call) =>
    changeAppointment(db, call.access, call.params.id, call.body),
  );
  serveRoute(app, db, ROUTES.appointmentUpdate, { body: changeSchema }, (call) =>
    changeAppointment(db, call.access, call.params.id, call.body),
  );
  serveRoute(app, db, ROUTES.appointmentDelete, {}, ({ access, params }) =>
    deleteAppointment(db, access.businessId, params.id),
  );
  serveRoute(app, db, ROUTES.appointmentDeleteMany, {}, ({ access, query }) =>
    deleteAppointmentsOfQuery(db, access.businessId, query),
  );
};

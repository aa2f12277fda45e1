import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerAppointmentReads } from './readRoutes';
import { registerAppointmentWrites } from './writeRoutes';

/** Every appointment call (docs/areas/appointments.md). */
export const registerAppointmentRoutes = (app: FastifyInstance, db: Database) => {
  registerAppointmentReads(app, db);
  registerAppointmentWrites(app, db);
};

import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { FlowDependencies } from './dependencies';
import { registerBookingFlow } from './flow';
import { registerSiteReads } from './reads';

/** The public booking site's calls (docs/areas/booking-site.md). */
export const registerBookingSiteRoutes = (
  app: FastifyInstance,
  db: Database,
  flow: FlowDependencies,
) => {
  registerSiteReads(app, db);
  registerBookingFlow(app, db, flow);
};

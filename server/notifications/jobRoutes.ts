import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { scheduledJobsDocument } from './jobStates';

/** The scheduled jobs' state for the owner (docs/areas/scheduler.md), settings.Business read. */
export const registerJobRoutes = (app: FastifyInstance, db: Database) =>
  serveRoute(app, db, ROUTES.scheduledJobs, { query: [] }, ({ access }) =>
    scheduledJobsDocument(db, access.businessId),
  );

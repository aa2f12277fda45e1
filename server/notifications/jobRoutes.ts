import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveNotBuilt } from './stub';

/** The scheduled jobs' state for the owner (docs/areas/scheduler.md). */
export const registerJobRoutes = (app: FastifyInstance, _db: Database) =>
  serveNotBuilt(app, [ROUTES.scheduledJobs]);

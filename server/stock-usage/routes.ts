import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerStockUsageReads } from './readRoutes';
import { registerStockUsageWrites } from './writeRoutes';

/** Every stock usage call (docs/areas/stock-usage.md). */
export const registerStockUsageRoutes = (app: FastifyInstance, db: Database) => {
  registerStockUsageReads(app, db);
  registerStockUsageWrites(app, db);
};

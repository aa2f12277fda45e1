import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerPurchaseReceiptRoutes } from './receiptRoutes';
import { registerPurchaseRequestRoutes } from './requestRoutes';

/** Every purchasing call (docs/areas/purchases.md). */
export const registerPurchasesRoutes = (app: FastifyInstance, db: Database) => {
  registerPurchaseRequestRoutes(app, db);
  registerPurchaseReceiptRoutes(app, db);
};

import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { SALES_LEDGER_KEYS, salesLedgerPage } from './ledgerPage';

/** The sales ledger call; its access and reply key are in registry/routes/stock.ts. */
export const registerSalesLedgerRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.salesLedgerList, { query: SALES_LEDGER_KEYS }, ({ access, query }) =>
    salesLedgerPage(db, access.businessId, query),
  );
};

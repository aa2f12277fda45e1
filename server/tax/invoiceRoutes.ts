import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { ROUTES } from '../../registry/routes';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { invoicesNeedingAttention, retryRefusedInvoice } from './invoiceAttention';

const retrySchema = yup.object({ businessId: textSchema() });

/** The dashboard's warning and the retry of a refused invoice (docs/areas/etims.md). */
export const registerInvoiceRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.taxInvoiceAttention, { query: [] }, ({ access }) =>
    invoicesNeedingAttention(db, access.businessId),
  );
  serveRoute(app, db, ROUTES.taxInvoiceRetry, { body: retrySchema }, ({ access, params }) =>
    retryRefusedInvoice(db, access.businessId, params.id!),
  );
};

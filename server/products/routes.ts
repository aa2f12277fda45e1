import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { registerOptionRoutes } from './optionRoutes';
import { sendProductExport } from './productExport';
import { registerProductRoutes } from './productRoutes';
import { registerVariantRoutes } from './variantRoutes';

/** The products area's calls beside the category resource (docs/areas/products.md). */
export const registerProductsRoutes = (app: FastifyInstance, db: Database) => {
  registerProductRoutes(app, db, 'all');
  registerProductRoutes(app, db, 'sale');
  registerVariantRoutes(app, db);
  // A CSV file, sent by the handler itself.
  serveRoute(app, db, ROUTES.productExport, {}, async ({ access, query, reply }) =>
    sendProductExport(reply, db, access.businessId, query),
  );
  registerOptionRoutes(app, db);
};

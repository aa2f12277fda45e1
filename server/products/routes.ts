import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerOptionRoutes } from './optionRoutes';
import { registerProductExport } from './productExport';
import { registerProductRoutes } from './productRoutes';
import { registerVariantRoutes } from './variantRoutes';

/** The products area's calls beside the category resource (docs/areas/products.md). */
export const registerProductsRoutes = (app: FastifyInstance, db: Database) => {
  registerProductRoutes(app, db, 'all', { base: '/v1/product', images: '/v1/product/images' });
  registerProductRoutes(app, db, 'sale', {
    base: '/v1/sale-product',
    images: '/v1/sale-product/image',
  });
  registerVariantRoutes(app, db);
  registerProductExport(app, db);
  registerOptionRoutes(app, db);
};

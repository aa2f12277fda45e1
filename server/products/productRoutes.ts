import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { checkImageBody } from './imageUploads';
import { productCreateSchema, productUpdateSchema, trimTexts } from './productInput';
import type { ProductScope } from './productQuery';
import {
  createProductRecord,
  deleteProductRecord,
  productListOrOne,
  replaceProductImages,
  updateProductRecord,
} from './productRecords';

/** The declarations of each path: `/v1/product` for every product, `/v1/sale-product` for the sale ones. */
const SCOPE_ROUTES = {
  all: {
    list: ROUTES.productList,
    create: ROUTES.productCreate,
    update: ROUTES.productUpdate,
    remove: ROUTES.productDelete,
    images: ROUTES.productImages,
  },
  sale: {
    list: ROUTES.saleProductList,
    create: ROUTES.saleProductCreate,
    update: ROUTES.saleProductUpdate,
    remove: ROUTES.saleProductDelete,
    images: ROUTES.saleProductImage,
  },
} as const;

/**
 * The product calls of one path (docs/areas/catalogue.md): `/v1/product` serves every product,
 * `/v1/sale-product` the sale ones only (in_store false), with the same bodies and replies.
 * Access and reply keys are in registry/routes/products.ts.
 */
export const registerProductRoutes = (app: FastifyInstance, db: Database, scope: ProductScope) => {
  const routes = SCOPE_ROUTES[scope];

  // One path lists the products and, with `?productId`, reads one (productGet): the reply names
  // its own key, `productPage` or `product`, so it is sent whole.
  serveRoute(app, db, routes.list, {}, async ({ access, query, reply }) =>
    reply.send(await productListOrOne(db, access.businessId, scope, query)),
  );

  // Texts are trimmed before the strict schema reads them: the schema itself never transforms.
  serveRoute(
    app,
    db,
    routes.create,
    { body: productCreateSchema, prepare: trimTexts },
    ({ access, body }) => createProductRecord(db, access, scope, body),
  );

  serveRoute(
    app,
    db,
    routes.update,
    { body: productUpdateSchema, prepare: trimTexts },
    ({ access, body, params }) => updateProductRecord(db, access, scope, params.id!, body),
  );

  serveRoute(app, db, routes.remove, {}, ({ access, params }) =>
    deleteProductRecord(db, access, scope, params.id!),
  );

  serveRoute(app, db, routes.images, { body: 'multipart' }, ({ access, body, params, request }) =>
    replaceProductImages(db, access, scope, params.id!, checkImageBody(request, body)),
  );
};

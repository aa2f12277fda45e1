import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { checkImageBody } from './imageUploads';
import { variantUpdateSchema } from './productInput';
import { variantBatchSchema } from './variantBatch';
import {
  addProductVariants,
  businessSkus,
  productVariantsOf,
  replaceVariantImages,
  reviewProduct,
  reviewSchema,
  updateVariantById,
} from './variants';

/**
 * Variant calls and the product lookups other screens use: update a variant (never its stock
 * positions), its images, every sku of the business, a product's variants, and reviews. Access
 * and reply keys are in registry/routes/products.ts.
 */
export const registerVariantRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(
    app,
    db,
    ROUTES.variantUpdate,
    { body: variantUpdateSchema },
    ({ access, body, params }) => updateVariantById(db, access.businessId, params.id!, body),
  );

  serveRoute(
    app,
    db,
    ROUTES.variantsAdd,
    { body: variantBatchSchema },
    ({ access, body, params }) => addProductVariants(db, access, params.id!, body),
  );

  serveRoute(
    app,
    db,
    ROUTES.variantImages,
    { body: 'multipart' },
    ({ access, body, params, request }) =>
      replaceVariantImages(db, access.businessId, params.id!, checkImageBody(request, body)),
  );

  serveRoute(app, db, ROUTES.productSkus, {}, ({ access }) => businessSkus(db, access.businessId));

  serveRoute(app, db, ROUTES.productVariants, {}, ({ access, params }) =>
    productVariantsOf(db, access.businessId, params.id!),
  );

  serveRoute(app, db, ROUTES.productReview, { body: reviewSchema }, ({ access, body, params }) =>
    reviewProduct(db, access, params.id!, body),
  );
};

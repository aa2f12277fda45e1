import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import {
  bodyOptionId,
  createOption,
  deleteOption,
  deleteOptionValue,
  optionBodySchema,
  optionById,
  optionPage,
  updateOption,
} from './options';

/**
 * Product options (inventory.md 3 and 7): create, list, read, update, delete, and delete one
 * value; access and reply keys are in registry/routes/products.ts. A value or option a product
 * uses is never removed (409 naming the product).
 */
export const registerOptionRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.optionCreate, { body: optionBodySchema }, ({ access, body }) =>
    createOption(db, access.businessId, body),
  );

  serveRoute(app, db, ROUTES.optionList, { query: ['page', 'limit', 'q'] }, ({ access, query }) =>
    optionPage(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.optionGet, {}, ({ access, params }) =>
    optionById(db, access.businessId, params.id!),
  );

  serveRoute(app, db, ROUTES.optionUpdate, { body: optionBodySchema }, ({ access, body, params }) =>
    updateOption(db, access.businessId, params.id, body),
  );

  serveRoute(app, db, ROUTES.optionDelete, {}, ({ access, params }) =>
    deleteOption(db, access.businessId, params.id),
  );

  // The spec's "update (id, data)" and "delete option" on the path itself: the id in the body or query.
  serveRoute(
    app,
    db,
    ROUTES.optionUpdateByBody,
    { body: optionBodySchema },
    ({ access, body, query }) =>
      updateOption(db, access.businessId, query.id ?? bodyOptionId(body), body),
  );

  serveRoute(app, db, ROUTES.optionDeleteByQuery, {}, ({ access, query }) =>
    deleteOption(db, access.businessId, query.id),
  );

  serveRoute(app, db, ROUTES.optionValueDelete, {}, ({ access, params }) =>
    deleteOptionValue(db, access.businessId, params.id!),
  );
};

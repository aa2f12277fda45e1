import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { areaRoutes } from '../registry/areaRoutes';
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
  const serve = areaRoutes(app, db);
  serve(ROUTES.optionCreate, { body: optionBodySchema }, ({ access, body }) =>
    createOption(db, access.businessId, body),
  );

  serve(ROUTES.optionList, { query: ['page', 'limit', 'q'] }, ({ access, query }) =>
    optionPage(db, access.businessId, query),
  );

  serve(ROUTES.optionGet, {}, ({ access, params }) =>
    optionById(db, access.businessId, params.id!),
  );

  serve(ROUTES.optionUpdate, { body: optionBodySchema }, ({ access, body, params }) =>
    updateOption(db, access.businessId, params.id, body),
  );

  serve(ROUTES.optionDelete, {}, ({ access, params }) =>
    deleteOption(db, access.businessId, params.id),
  );

  // The spec's "update (id, data)" and "delete option" on the path itself: the id in the body or query.
  serve(ROUTES.optionUpdateByBody, { body: optionBodySchema }, ({ access, body, query }) =>
    updateOption(db, access.businessId, query.id ?? bodyOptionId(body), body),
  );

  serve(ROUTES.optionDeleteByQuery, {}, ({ access, query }) =>
    deleteOption(db, access.businessId, query.id),
  );

  serve(ROUTES.optionValueDelete, {}, ({ access, params }) =>
    deleteOptionValue(db, access.businessId, params.id!),
  );
};

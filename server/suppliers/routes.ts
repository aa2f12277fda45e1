import type { FastifyInstance } from 'fastify';
import { supplier } from '../../registry';
import type { Database } from '../db/database';
import type { ImageRules } from '../files/images';
import { registerCrudRoutes } from '../registry/crudRoutes';
import { supplierHooks } from './hooks';

/**
 * Suppliers: the generic routes of their declaration, registered here rather than from
 * RESOURCES because every supplier needs a category (registry/resources/supplier.ts).
 * Supplier categories are a plain registry resource with their hooks handed to the engine by app.ts.
 */
export const registerSuppliersRoutes = (
  app: FastifyInstance,
  db: Database,
  imageRules: ImageRules,
) => {
  registerCrudRoutes(app, db, supplier, imageRules, supplierHooks);
};

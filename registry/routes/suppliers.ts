import { supplier } from '../resources/supplier';
import type { RouteDeclaration } from './declaration';
import { resourceRoutes } from './resources';

/**
 * Suppliers (inventory.md 7, docs/areas/suppliers.md): the generic calls of their resource,
 * served by the registry's engine from server/suppliers/routes.ts (suppliers are not in RESOURCES:
 * every supplier needs a category), so their access and reply keys are the resource's own.
 */
const generic = resourceRoutes(supplier);

export const suppliersRoutes = {
  supplierList: generic.list,
  supplierGet: generic.get,
  supplierCreate: generic.create,
  supplierUpdate: generic.update,
  supplierDelete: generic.delete,
  supplierDeleteMany: generic.deleteMany,
} as const satisfies Record<string, RouteDeclaration>;

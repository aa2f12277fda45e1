import type { RouteDeclaration } from './declaration';

const supplierPath = '/v1/supplier';

/** Suppliers (inventory.md 7, docs/areas/suppliers.md). */
export const suppliersRoutes = {
  supplierList: { method: 'GET', path: supplierPath },
  supplierGet: { method: 'GET', path: `${supplierPath}/:id` },
  supplierCreate: { method: 'POST', path: supplierPath },
  supplierUpdate: { method: 'PUT', path: `${supplierPath}/:id` },
  supplierDelete: { method: 'DELETE', path: `${supplierPath}/:id` },
  supplierDeleteMany: { method: 'DELETE', path: supplierPath },
} as const satisfies Record<string, RouteDeclaration>;

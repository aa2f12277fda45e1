import type { RouteDeclaration } from './declaration';

const stockPath = '/v1/stock';

/** Stock and the sales ledger (inventory.md 7, docs/areas/stock.md). */
export const stockRoutes = {
  // Stock (inventory.md 7, docs/areas/stock.md).
  stockList: { method: 'GET', path: stockPath, replyKey: 'stockEntries' },
  stockGet: { method: 'GET', path: `${stockPath}/:id`, replyKey: 'stockEntry' },
  stockReference: { method: 'PUT', path: `${stockPath}/:id`, replyKey: 'stockEntry' },
  stockDelete: {
    method: 'DELETE',
    path: `${stockPath}/:id`,
    access: { module: 'products.Stock', action: 'delete' },
  },
  stockReconcile: { method: 'POST', path: `${stockPath}/`, replyKey: 'stockEntry' },
  stockTransfer: { method: 'POST', path: `${stockPath}/transfer` },
  stockBalance: { method: 'GET', path: `${stockPath}/balance`, replyKey: 'balance' },
  stockWarehouseBalance: {
    method: 'GET',
    path: `${stockPath}/warehouse-balance`,
    replyKey: 'warehouseBalance',
  },
  stockSyncVariant: { method: 'POST', path: `${stockPath}/sync-variant-stock`, replyKey: 'stock' },
  stockItems: { method: 'GET', path: `${stockPath}/items`, replyKey: 'items' },

  // Sales ledger (inventory.md 7): the SALE and SALES-RETURNS movements with their orders.
  salesLedgerList: { method: 'GET', path: '/v1/sales-ledger', replyKey: 'stockEntries' },
} as const satisfies Record<string, RouteDeclaration>;

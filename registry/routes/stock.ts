import type { Action } from '../modules';
import type { RouteDeclaration } from './declaration';

const stockPath = '/v1/stock';
const stockAccess = <A extends Action>(action: A) =>
  ({ module: 'products.Stock', action }) as const;

/** Stock and the sales ledger (inventory.md 7, docs/areas/stock.md). */
export const stockRoutes = {
  // Stock (inventory.md 7, docs/areas/stock.md).
  stockList: {
    method: 'GET',
    access: stockAccess('read'),
    path: stockPath,
    replyKey: 'stockEntries',
  },
  stockGet: {
    method: 'GET',
    access: stockAccess('read'),
    path: `${stockPath}/:id`,
    replyKey: 'stockEntry',
  },
  stockReference: {
    method: 'PUT',
    access: stockAccess('update'),
    path: `${stockPath}/:id`,
    replyKey: 'stockEntry',
  },
  // The reply holds the entry and its reversal side by side.
  stockDelete: { method: 'DELETE', access: stockAccess('delete'), path: `${stockPath}/:id` },
  stockReconcile: {
    method: 'POST',
    created: true,
    access: stockAccess('create'),
    path: `${stockPath}/`,
    replyKey: 'stockEntry',
  },
  stockTransfer: {
    method: 'POST',
    created: true,
    access: stockAccess('create'),
    path: `${stockPath}/transfer`,
    replyKey: 'transfer',
  },
  stockBalance: {
    method: 'GET',
    access: stockAccess('read'),
    path: `${stockPath}/balance`,
    replyKey: 'balance',
  },
  stockWarehouseBalance: {
    method: 'GET',
    access: stockAccess('read'),
    path: `${stockPath}/warehouse-balance`,
    replyKey: 'warehouseBalance',
  },
  // Answers `{ stock, message }`: the web reads the positions, the toast's text rides beside them.
  stockSyncVariant: {
    method: 'POST',
    access: stockAccess('update'),
    path: `${stockPath}/sync-variant-stock`,
    replyKey: 'stock',
  },
  stockItems: {
    method: 'GET',
    access: stockAccess('read'),
    path: `${stockPath}/items`,
    replyKey: 'items',
  },

  // Sales ledger (inventory.md 7): the SALE and SALES-RETURNS movements with their orders.
  salesLedgerList: {
    method: 'GET',
    access: { module: 'products.Sales Ledger', action: 'read' },
    path: '/v1/sales-ledger',
    replyKey: 'stockEntries',
  },
} as const satisfies Record<string, RouteDeclaration>;

import { moduleRoutes } from './moduleRoutes';
import type { RouteDeclaration } from './declaration';

const stockPath = '/v1/stock';
const stock = moduleRoutes('products.Stock');

/** Stock and the sales ledger (inventory.md 7, docs/areas/stock.md). */
export const stockRoutes = {
  // Stock (inventory.md 7, docs/areas/stock.md).
  stockList: stock.read(stockPath, 'stockEntries'),
  stockGet: stock.read(`${stockPath}/:id`, 'stockEntry'),
  stockReference: stock.update(`${stockPath}/:id`, 'stockEntry'),
  // The reply holds the entry and its reversal side by side.
  stockDelete: { method: 'DELETE', access: stock.access('delete'), path: `${stockPath}/:id` },
  stockReconcile: stock.create(`${stockPath}/`, 'stockEntry'),
  stockTransfer: stock.create(`${stockPath}/transfer`, 'transfer'),
  stockBalance: stock.read(`${stockPath}/balance`, 'balance'),
  stockWarehouseBalance: stock.read(`${stockPath}/warehouse-balance`, 'warehouseBalance'),
  // Answers `{ stock, message }`: the web reads the positions, the toast's text rides beside them.
  stockSyncVariant: stock.update(`${stockPath}/sync-variant-stock`, 'stock', 'POST'),
  stockItems: stock.read(`${stockPath}/items`, 'items'),

  // Sales ledger (inventory.md 7): the SALE and SALES-RETURNS movements with their orders.
  salesLedgerList: moduleRoutes('products.Sales Ledger').read('/v1/sales-ledger', 'stockEntries'),
} as const satisfies Record<string, RouteDeclaration>;

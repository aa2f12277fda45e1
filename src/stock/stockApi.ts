import type { TranslateFunction as Translate } from 'react-admin';
import { http } from '../dataProvider';
import type { Query } from '../dataProvider/http';

/** The stock calls of inventory.md 7 as the stock screens use them. */
export interface StockEntry {
  _id: string;
  itemCode: { _id: string; title: string };
  variant: { _id: string; sku: string | null };
  warehouse: { _id: string; name: string };
  transactionType: 'IN' | 'OUT';
  quantity: number;
  reference: string | null;
  referenceType: string | null;
  reversedBy: string | null;
  createdAt: string;
}

export interface StockPage {
  docs: StockEntry[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

export interface StockItem {
  _id: string;
  title: string;
  salesWarehouseId: string | null;
  variants: { _id: string; sku: string | null; retail_price: number }[];
}

export interface Warehouse {
  _id: string;
  name: string;
  location: string | null;
}

export interface ReconcilePayload {
  itemCode: string;
  warehouseId: string;
  transactionType: 'IN';
  quantity: number;
  reference: string;
  referenceType: 'Reconciliation';
  variantId?: string;
  sellingPrice?: number;
}

export interface TransferPayload {
  itemCode: string;
  variantId?: string;
  sourceWarehouseId: string;
  destinationWarehouseId: string;
  quantity: number;
}

/** One warehouse's stock of a variant (`GET /v1/stock/warehouse-balance`). */
export interface WarehouseBalance {
  warehouse: { _id: string; name: string };
  quantity: number;
}

export const stockApi = (businessId: string) => ({
  list: (query: Query) => http<{ stockEntries: StockPage }>({ path: '/v1/stock', query: { businessId, sort: '-createdAt', ...query } }).then((reply) => reply.stockEntries),
  get: (id: string) => http<{ stockEntry: StockEntry }>({ path: `/v1/stock/${id}`, query: { businessId } }).then((reply) => reply.stockEntry),
  editReference: (id: string, reference: string | null) => http<{ stockEntry: StockEntry }>({ method: 'PUT', path: `/v1/stock/${id}`, body: { businessId, reference } }),
  remove: (id: string) => http({ method: 'DELETE', path: `/v1/stock/${id}`, query: { businessId }, headers: { 'vendor-module': 'products.Stock' } }),
  reconcile: (payload: ReconcilePayload) => http<{ stockEntry: StockEntry }>({ method: 'POST', path: '/v1/stock/', body: { ...payload, businessId } }),
  transfer: (payload: TransferPayload) => http({ method: 'POST', path: '/v1/stock/transfer', body: { ...payload, businessId } }),
  balance: (query: { itemCode: string; warehouseId: string; variantId?: string }) =>
    http<{ balance: { quantity: number } }>({ path: '/v1/stock/balance', query: { businessId, ...query } }).then((reply) => reply.balance.quantity),
  warehouseBalance: (query: { itemCode: string; variantId: string }) =>
    http<{ warehouseBalance: { balances: WarehouseBalance[] } }>({ path: '/v1/stock/warehouse-balance', query: { businessId, ...query } }).then((reply) => reply.warehouseBalance.balances),
  syncVariant: (body: { itemCode: string; variantId: string }) =>
    http<{ stock: { stock_position: number; sales_stock_position: number } }>({ method: 'POST', path: '/v1/stock/sync-variant-stock', body: { businessId, ...body } }).then((reply) => ({
      total: reply.stock.stock_position,
      sales: reply.stock.sales_stock_position,
    })),
  items: () => http<{ items: StockItem[] }>({ path: '/v1/stock/items', query: { businessId } }).then((reply) => reply.items),
  /** The warehouse picker's list (inventory.md 9: limit 100). */
  warehouses: () =>
    http<{ warehousePage: { docs: Warehouse[] } }>({ path: '/v1/warehouse', query: { businessId, page: 1, limit: 100, sort: '-createdAt' } }).then((reply) => reply.warehousePage.docs),
});

export type StockApi = ReturnType<typeof stockApi>;

/** The stock modules' failure text: the server's (or client error's) message, else the call's own fallback (inventory.md 8). */
export const errorMessage = (error: unknown, fallback = 'saluni.spec.errors.anErrorOccurred'): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * A variant's name in pickers and the table: its SKU. A variant saved without one is named by
 * its place among the product's variants in a picker, and as having no SKU in the ledger.
 */
export const variantLabel = (translate: Translate, variant: { sku: string | null }, index?: number): string =>
  variant.sku ?? (index === undefined ? translate('saluni.stock.ui.noSku') : translate('saluni.stock.ui.variantNumber', { n: index + 1 }));

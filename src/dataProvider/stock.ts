import { ROUTES } from '../../registry/routes';
import type { Query } from './http';
import type { RouteCaller } from './routeCall';

export type { Warehouse } from './products';

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
  variants: { _id: string; sku: string | null; retail_price: number; supply_price: number }[];
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

/** The stock calls as dataProvider methods (inventory.md 7). */
export const stockMethods = ({ call }: RouteCaller) => ({
  listStockEntries: (query: Query) =>
    call<StockPage>(ROUTES.stockList, { query: { sort: '-createdAt', ...query } }),
  getStockEntry: (id: string) => call<StockEntry>(ROUTES.stockGet, { id }),
  editStockReference: (id: string, reference: string | null) =>
    call<StockEntry>(ROUTES.stockReference, { id, body: { reference } }),
  deleteStockEntry: (id: string) => call<unknown>(ROUTES.stockDelete, { id }),
  reconcileStock: (payload: ReconcilePayload) =>
    call<StockEntry>(ROUTES.stockReconcile, { body: { ...payload } }),
  transferStock: (payload: TransferPayload) =>
    call<unknown>(ROUTES.stockTransfer, { body: { ...payload } }),
  stockBalance: async (query: { itemCode: string; warehouseId: string; variantId?: string }) =>
    (await call<{ quantity: number }>(ROUTES.stockBalance, { query })).quantity,
  warehouseBalances: async (query: { itemCode: string; variantId: string }) =>
    (await call<{ balances: WarehouseBalance[] }>(ROUTES.stockWarehouseBalance, { query }))
      .balances,
  syncVariantStock: async (body: { itemCode: string; variantId: string }) => {
    const stock = await call<{ stock_position: number; sales_stock_position: number }>(
      ROUTES.stockSyncVariant,
      { body },
    );
    return { total: stock.stock_position, sales: stock.sales_stock_position };
  },
  stockItems: () => call<StockItem[]>(ROUTES.stockItems),
});

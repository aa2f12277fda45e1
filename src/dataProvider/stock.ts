import type {
  StockEntry,
  StockItem,
  ReconcilePayload,
  TransferPayload,
  WarehouseBalance,
} from '../../registry/stock';
import type { Page } from '../../registry/page';
import { ROUTES } from '../../registry/routes';
import type { Query } from './http';
import type { RouteCaller } from './routeCall';

export type * from '../../registry/stock';
export type * from '../../registry/page';

/** The stock calls as dataProvider methods (inventory.md 7). */
export const stockMethods = ({ call }: RouteCaller) => ({
  listStockEntries: (query: Query) =>
    call<Page<StockEntry>>(ROUTES.stockList, { query: { sort: '-createdAt', ...query } }),
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

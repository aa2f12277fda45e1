import { moduleRoutes } from './moduleRoutes';
import type { RouteDeclaration } from './declaration';

const stockUsagePath = '/v1/stock-usage';
const stockUsage = moduleRoutes('products.Stock Usage');

/** Stock usage (inventory.md 2-5, paths ours: docs/areas/stock-usage.md). */
export const stockUsageRoutes = {
  stockUsageList: stockUsage.read(stockUsagePath, 'stockUsagePage'),
  stockUsageGet: stockUsage.read(`${stockUsagePath}/:id`, 'stockUsage'),
  stockUsageCreate: stockUsage.create(stockUsagePath, 'stockUsage'),
  stockUsageUpdate: stockUsage.update(`${stockUsagePath}/:id`, 'stockUsage'),
  // Confirming posts the stock and cancelling moves the state: both are updates of the usage.
  stockUsageConfirm: stockUsage.update(`${stockUsagePath}/:id/confirm`, 'stockUsage', 'POST'),
  stockUsageCancel: stockUsage.update(`${stockUsagePath}/:id/cancel`, 'stockUsage', 'POST'),
  stockUsageDelete: stockUsage.remove(`${stockUsagePath}/:id`, 'stockUsage'),
} as const satisfies Record<string, RouteDeclaration>;

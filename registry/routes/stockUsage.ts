import type { RouteDeclaration } from './declaration';

const stockUsagePath = '/v1/stock-usage';

/** Stock usage (inventory.md 2-5, paths ours: docs/areas/stock-usage.md). */
export const stockUsageRoutes = {
  // Stock usage (inventory.md 2-5, paths ours: docs/areas/stock-usage.md).
  stockUsageList: { method: 'GET', path: stockUsagePath, replyKey: 'stockUsagePage' },
  stockUsageGet: { method: 'GET', path: `${stockUsagePath}/:id`, replyKey: 'stockUsage' },
  stockUsageCreate: { method: 'POST', path: stockUsagePath, replyKey: 'stockUsage' },
  stockUsageUpdate: { method: 'PUT', path: `${stockUsagePath}/:id`, replyKey: 'stockUsage' },
  stockUsageConfirm: {
    method: 'POST',
    path: `${stockUsagePath}/:id/confirm`,
    replyKey: 'stockUsage',
  },
  stockUsageCancel: {
    method: 'POST',
    path: `${stockUsagePath}/:id/cancel`,
    replyKey: 'stockUsage',
  },
  stockUsageDelete: {
    method: 'DELETE',
    path: `${stockUsagePath}/:id`,
    replyKey: 'stockUsage',
    access: { module: 'products.Stock Usage', action: 'delete' },
  },
} as const satisfies Record<string, RouteDeclaration>;

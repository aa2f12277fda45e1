import type { Action } from '../modules';
import type { RouteDeclaration } from './declaration';

const stockUsagePath = '/v1/stock-usage';
const stockUsageAccess = <A extends Action>(action: A) =>
  ({ module: 'products.Stock Usage', action }) as const;

/** Stock usage (inventory.md 2-5, paths ours: docs/areas/stock-usage.md). */
export const stockUsageRoutes = {
  stockUsageList: {
    method: 'GET',
    access: stockUsageAccess('read'),
    path: stockUsagePath,
    replyKey: 'stockUsagePage',
  },
  stockUsageGet: {
    method: 'GET',
    access: stockUsageAccess('read'),
    path: `${stockUsagePath}/:id`,
    replyKey: 'stockUsage',
  },
  stockUsageCreate: {
    method: 'POST',
    created: true,
    access: stockUsageAccess('create'),
    path: stockUsagePath,
    replyKey: 'stockUsage',
  },
  stockUsageUpdate: {
    method: 'PUT',
    access: stockUsageAccess('update'),
    path: `${stockUsagePath}/:id`,
    replyKey: 'stockUsage',
  },
  // Confirming posts the stock and cancelling moves the state: both are updates of the usage.
  stockUsageConfirm: {
    method: 'POST',
    access: stockUsageAccess('update'),
    path: `${stockUsagePath}/:id/confirm`,
    replyKey: 'stockUsage',
  },
  stockUsageCancel: {
    method: 'POST',
    access: stockUsageAccess('update'),
    path: `${stockUsagePath}/:id/cancel`,
    replyKey: 'stockUsage',
  },
  stockUsageDelete: {
    method: 'DELETE',
    access: stockUsageAccess('delete'),
    path: `${stockUsagePath}/:id`,
    replyKey: 'stockUsage',
  },
} as const satisfies Record<string, RouteDeclaration>;

import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

import type {
  BusinessReason,
  StockUsage,
  StockUsagePage,
  UsagePurpose,
  UsageStatus,
} from '../../registry/stockUsage';

export { BUSINESS_REASONS } from '../../registry/stockUsage';
export type { BusinessReason, StockUsage, StockUsagePage, UsagePurpose, UsageStatus };

export interface StockUsageFilters {
  q?: string;
  purpose?: UsagePurpose;
  status?: UsageStatus;
  page: number;
  limit: number;
}

/** What a create or an edit sends: the whole usage. */
export interface StockUsageInput {
  usageNumber: string;
  purpose: UsagePurpose;
  appointmentId: string | null;
  businessReason: BusinessReason | null;
  usageDate: string;
  notes: string;
  items: { itemCode: string; variantId?: string; warehouseId: string; quantity: number }[];
}

/** The stock usage calls, as dataProvider methods. */
export const stockUsageMethods = ({ call }: RouteCaller) => ({
  listStockUsages: (filters: StockUsageFilters) =>
    call<StockUsagePage>(ROUTES.stockUsageList, { query: { ...filters } }),
  createStockUsage: (input: StockUsageInput) =>
    call<StockUsage>(ROUTES.stockUsageCreate, { body: { ...input } }),
  updateStockUsage: (id: string, input: StockUsageInput) =>
    call<StockUsage>(ROUTES.stockUsageUpdate, { id, body: { ...input } }),
  confirmStockUsage: (id: string) => call<StockUsage>(ROUTES.stockUsageConfirm, { id, body: {} }),
  cancelStockUsage: (id: string) => call<StockUsage>(ROUTES.stockUsageCancel, { id, body: {} }),
});

import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

export type UsagePurpose = 'appointment' | 'business';
export type UsageStatus = 'pending' | 'confirmed' | 'cancelled';
/** inventory.md 9. */
export const BUSINESS_REASONS = [
  'damaged',
  'training',
  'promotion',
  'testing',
  'office',
  'maintenance',
  'theft',
  'other',
] as const;
export type BusinessReason = (typeof BUSINESS_REASONS)[number];

/** A stock usage as the API answers it (docs/areas/stock-usage.md). */
export interface StockUsage {
  _id: string;
  usageNumber: string;
  purpose: UsagePurpose;
  appointment: { _id: string; startDate: string; client: { _id: string; fullName: string } } | null;
  businessReason: BusinessReason | null;
  usageDate: string;
  notes: string | null;
  status: UsageStatus;
  items: {
    _id: string;
    itemCode: { _id: string; title: string };
    variant: { _id: string; sku: string | null };
    warehouse: { _id: string; name: string };
    quantity: number;
  }[];
}

export interface StockUsagePage {
  docs: StockUsage[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

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

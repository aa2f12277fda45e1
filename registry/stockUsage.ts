/**
 * The documents of stock usage (internal use of stock, inventory.md 3), as the server replies with
 * them and the web app reads them (docs/areas/stock-usage.md).
 */

/** What a usage is for: a client's appointment, or the business itself. */
export const USAGE_PURPOSES = ['appointment', 'business'] as const;
export type UsagePurpose = (typeof USAGE_PURPOSES)[number];

/** inventory.md 9: why the business itself used stock. */
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

export const USAGE_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type UsageStatus = (typeof USAGE_STATUSES)[number];

/** A usage line: the product, variant and warehouse with what the table prints. */
export interface StockUsageItem {
  _id: string;
  itemCode: { _id: string; title: string };
  variant: { _id: string; sku: string | null };
  warehouse: { _id: string; name: string };
  quantity: number;
}

/** A stock usage as the API answers it. */
export interface StockUsage {
  _id: string;
  usageNumber: string;
  purpose: UsagePurpose;
  appointment: { _id: string; startDate: string; client: { _id: string; fullName: string } } | null;
  businessReason: BusinessReason | null;
  usageDate: string;
  notes: string | null;
  status: UsageStatus;
  items: StockUsageItem[];
  createdAt?: string;
  updatedAt?: string;
}

/** `GET /v1/stock-usage` -> { stockUsagePage }. */
export interface StockUsagePage {
  docs: StockUsage[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

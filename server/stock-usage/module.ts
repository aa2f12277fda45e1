import type { ModuleName } from '../../registry/modules';

/** The permission module of every stock usage call (docs/areas/stock-usage.md). */
export const STOCK_USAGE_MODULE: ModuleName = 'products.Stock Usage';

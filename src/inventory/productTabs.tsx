import { WarehousesTab } from '../stock';
import { SuppliersTab } from '../suppliers';
import { hubTab, lazyTab } from './tabEntries';
import type { HubTab } from './UrlTabs';

/** Sub-tabs of Products (`?productTab=`); the first is the default. */
export const PRODUCT_TABS: HubTab[] = [
  lazyTab('sale', () => import('../products/list/SaleProductsTab')),
  lazyTab('in-store', () => import('../products/list/InStoreProductsTab')),
  lazyTab('stock', () => import('../stock/StockEntriesTab'), 'StockEntriesTab'),
  lazyTab('stock-usage', () => import('../stock-usage/StockUsageTab'), 'StockUsageTab'),
  lazyTab(
    'purchase-requests',
    () => import('../purchases/PurchaseRequestsTab'),
    'PurchaseRequestsTab',
  ),
  lazyTab(
    'purchase-receipts',
    () => import('../purchases/PurchaseReceiptsTab'),
    'PurchaseReceiptsTab',
  ),
  hubTab('suppliers', SuppliersTab),
  hubTab('warehouses', WarehousesTab),
];

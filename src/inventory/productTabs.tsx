import { lazy } from 'react';
import { WarehousesTab } from '../stock';
import { SuppliersTab } from '../suppliers';
import type { HubTab } from './UrlTabs';

/** Sub-tabs of Products (`?productTab=`); the first is the default. */
export const PRODUCT_TABS: HubTab[] = [
  {
    id: 'sale',
    label: 'saluni.inventory.tabs.sale',
    Component: lazy(() => import('../products/list/SaleProductsTab')),
  },
  {
    id: 'in-store',
    label: 'saluni.inventory.tabs.inStore',
    Component: lazy(() => import('../products/list/InStoreProductsTab')),
  },
  {
    id: 'stock',
    label: 'saluni.inventory.tabs.stock',
    Component: lazy(() =>
      import('../stock/StockEntriesTab').then((screen) => ({ default: screen.StockEntriesTab })),
    ),
  },
  {
    id: 'stock-usage',
    label: 'saluni.inventory.tabs.stockUsage',
    Component: lazy(() =>
      import('../stock-usage/StockUsageTab').then((screen) => ({ default: screen.StockUsageTab })),
    ),
  },
  {
    id: 'purchase-requests',
    label: 'saluni.inventory.tabs.purchaseRequests',
    Component: lazy(() =>
      import('../purchases/PurchaseRequestsTab').then((screen) => ({
        default: screen.PurchaseRequestsTab,
      })),
    ),
  },
  {
    id: 'purchase-receipts',
    label: 'saluni.inventory.tabs.purchaseReceipts',
    Component: lazy(() =>
      import('../purchases/PurchaseReceiptsTab').then((screen) => ({
        default: screen.PurchaseReceiptsTab,
      })),
    ),
  },
  { id: 'suppliers', label: 'saluni.inventory.tabs.suppliers', Component: SuppliersTab },
  { id: 'warehouses', label: 'saluni.inventory.tabs.warehouses', Component: WarehousesTab },
];

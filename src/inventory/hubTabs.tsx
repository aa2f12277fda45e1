import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { WarehousesTab } from '../stock/WarehousesTab';
import { SuppliersTab } from '../suppliers/SuppliersTab';

/**
 * The inventory hub's tabs, as extension points: an area adds its tab with one entry here
 * (a label i18n key and a lazily loaded screen), and the hub keeps the choice in the URL.
 */
export interface HubTab {
  /** The `tab` / `productTab` query value. */
  id: string;
  /** i18n key of the tab label. */
  label: string;
  /** Lazily loaded, unless the screen is already in the area's chunk (the warehouse and supplier lists, which their resources' list routes also show). */
  Component: LazyExoticComponent<ComponentType> | ComponentType;
}

/** Top tabs (`?tab=`); the first is the default. */
export const HUB_TABS: HubTab[] = [
  {
    id: 'products',
    label: 'saluni.inventory.tabs.products',
    Component: lazy(() => import('./ProductsTab')),
  },
  {
    id: 'categories',
    label: 'saluni.inventory.tabs.categories',
    Component: lazy(() => import('../products/categories/CategoriesTab')),
  },
  {
    id: 'options',
    label: 'saluni.inventory.tabs.options',
    Component: lazy(() => import('../products/options/OptionsTab')),
  },
  {
    id: 'orders',
    label: 'saluni.inventory.tabs.orders',
    Component: lazy(() =>
      import('./orderScreens').then((screens) => ({ default: screens.OrdersTab })),
    ),
  },
  {
    id: 'sales-ledger',
    label: 'saluni.inventory.tabs.salesLedger',
    Component: lazy(() =>
      import('./orderScreens').then((screens) => ({ default: screens.SalesLedgerTab })),
    ),
  },
];

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

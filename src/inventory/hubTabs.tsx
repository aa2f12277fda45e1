import { lazy } from 'react';
import ProductsTab from './ProductsTab';
import type { HubTab } from './UrlTabs';

/** Top tabs (`?tab=`); the first is the default. */
export const HUB_TABS: HubTab[] = [
  {
    id: 'products',
    label: 'saluni.inventory.tabs.products',
    // Only its sub-tabs' bar: the sub-tabs load lazily, the warehouse and supplier lists with the hub.
    Component: ProductsTab,
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

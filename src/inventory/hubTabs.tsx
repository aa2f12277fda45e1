import ProductsTab from './ProductsTab';
import { hubTab, lazyTab } from './tabEntries';
import type { HubTab } from './UrlTabs';

/** Top tabs (`?tab=`); the first is the default. */
export const HUB_TABS: HubTab[] = [
  // Only its sub-tabs' bar: the sub-tabs load lazily, the warehouse and supplier lists with the hub.
  hubTab('products', ProductsTab),
  lazyTab('categories', () => import('../products/categories/CategoriesTab')),
  lazyTab('options', () => import('../products/options/OptionsTab')),
  lazyTab('orders', () => import('./orderScreens'), 'OrdersTab'),
  lazyTab('sales-ledger', () => import('./orderScreens'), 'SalesLedgerTab'),
];

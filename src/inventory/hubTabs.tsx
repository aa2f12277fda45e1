import { rememberingImporter } from '../shared/loadedModules';
import ProductsTab from './ProductsTab';
import { PRODUCT_TABS } from './productTabs';
import { hubTab, lazyTab } from './tabEntries';
import type { HubTab } from './UrlTabs';

/** The orders' chunk: the hub's Orders and Sales Ledger tabs and the order's own page. */
export const orderScreens = rememberingImporter(() => import('./orderScreens'));

/** Top tabs (`?tab=`); the first is the default. */
export const HUB_TABS: HubTab[] = [
  // Only its sub-tabs' bar: the sub-tabs load lazily, the warehouse and supplier lists with the hub.
  hubTab('products', ProductsTab),
  lazyTab('categories', () => import('../products/categories/CategoriesTab')),
  lazyTab('options', () => import('../products/options/OptionsTab')),
  lazyTab('orders', orderScreens, 'OrdersTab'),
  lazyTab('sales-ledger', orderScreens, 'SalesLedgerTab'),
];

/**
 * The hub's tabs that are chunks of their own, its sub-tabs' too: fetched ahead in idle time once
 * every screen module has come (src/prefetchAreas.ts), so a tab opens at once.
 */
export const modulesAhead = [...HUB_TABS, ...PRODUCT_TABS].flatMap((tab) =>
  tab.load ? [tab.load] : [],
);

import { HUB_TABS, PRODUCT_TABS } from '../../src/products/hubTabs';

/** The URL of every tab of the inventory hub, each product sub-tab included: a new tab is visited too. */
export const HUB_TAB_PATHS = HUB_TABS.flatMap((tab) =>
  tab.id === 'products' ? PRODUCT_TABS.map((productTab) => `/products?tab=products&productTab=${productTab.id}`) : [`/products?tab=${tab.id}`],
);

import { HUB_TABS } from '../../src/inventory/hubTabs';
import { PRODUCT_TABS } from '../../src/inventory/productTabs';
import { CHECKOUT_PATH, MESSAGES_PATH } from '../../src/shared/appScreens';
import { MESSAGE_TABS } from '../../src/messaging/messageTabs';

/**
 * The URL of every tab of the inventory hub, each product sub-tab included, of the messages
 * page and of the checkout page: a new tab is visited too.
 */
export const HUB_TAB_PATHS = [
  ...HUB_TABS.flatMap((tab) =>
    tab.id === 'products'
      ? PRODUCT_TABS.map((productTab) => `/products?tab=products&productTab=${productTab.id}`)
      : [`/products?tab=${tab.id}`],
  ),
  // The hub's Orders tab opened from the report filter (its URL query becomes list filters).
  '/products?tab=orders&type=product&startDate=2026-01-01&endDate=2026-12-31&method=cash',
  // The messages page's tabs (client e-mails, client SMS, SMS bundles).
  ...MESSAGE_TABS.map((tab) => `${MESSAGES_PATH}?tab=${tab.id}`),
  // The checkout page (the cart and its payment).
  CHECKOUT_PATH,
];

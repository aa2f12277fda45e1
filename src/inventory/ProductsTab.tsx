import { PRODUCT_TABS } from './productTabs';
import { UrlTabs } from './UrlTabs';

/** The Products top tab: its sub-tabs by `?productTab=`. */
const ProductsTab = () => (
  <UrlTabs param="productTab" tabs={PRODUCT_TABS} ariaLabel="saluni.inventory.tabs.productsLabel" />
);

export default ProductsTab;

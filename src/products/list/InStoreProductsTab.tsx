import { ProductList } from './ProductList';

const InStoreProductsTab = () => <ProductList inStore />;

export default InStoreProductsTab;

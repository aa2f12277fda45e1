import { ProductList } from './ProductList';

const SaleProductsTab = () => <ProductList inStore={false} />;

export default SaleProductsTab;

/** What other areas use of this area; they import nothing else of it. */
export { ProductCreate } from './productForm/ProductCreate';
export { ProductEdit } from './productForm/ProductEdit';

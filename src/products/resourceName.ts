/**
 * The react-admin resource of the product area: its list is the inventory hub at /products,
 * its create Add Product, and Edit Product its route at the spec's /products/edit/{id}. Access
 * checks name it (module products.Product).
 */
export const PRODUCTS_RESOURCE = 'products';

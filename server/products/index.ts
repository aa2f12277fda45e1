/** What the products area offers the rest of the server: other areas and app.ts reach it only here. */
export { productsResourceHooks } from './categoryHooks';
export { resolveSalesWarehouse } from './productRules';
export { registerProductsRoutes } from './routes';

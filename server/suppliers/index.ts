/** What the suppliers area offers the rest of the server: other areas and app.ts reach it only here. */
export { suppliersResourceHooks } from './hooks';
export { registerSuppliersRoutes } from './routes';

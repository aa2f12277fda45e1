/** What the purchases area offers the rest of the server: other areas and app.ts reach it only here. */
export { registerPurchasesRoutes } from './routes';

/** What the sales-ledger area offers the rest of the server: other areas and app.ts reach it only here. */
export { registerSalesLedgerRoutes } from './routes';

/** What the stock area offers the rest of the server: other areas and app.ts reach it only here. */
export { GENERAL_WAREHOUSE, postStockMovements, syncVariantPositions } from './ledger';
export { registerStockRoutes } from './routes';
export { createGeneralWarehouse, stockResourceHooks } from './warehouses';

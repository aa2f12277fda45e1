/** What the stock area offers the rest of the server: other areas and app.ts reach it only here. */
export { GENERAL_WAREHOUSE, postStockMovements, syncVariantPositions } from './ledger';
export { postDocumentLines } from './documentLines';
export { selectMovements } from './entries';
export { registerStockRoutes } from './routes';
export { quantitySchema, requiredId } from './schemas';
export { createGeneralWarehouse, stockResourceHooks } from './warehouses';

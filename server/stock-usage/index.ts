/** What the stock-usage area offers the rest of the server: other areas and app.ts reach it only here. */
export { registerStockUsageRoutes } from './routes';
export { todayIn } from './usageInput';

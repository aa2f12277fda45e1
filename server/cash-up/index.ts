/** What the cash-up area offers the rest of the server: other areas and app.ts reach it only here. */
export { isClosed, refuseClosedPeriod } from './period';
export { registerCashUpRoutes } from './routes';

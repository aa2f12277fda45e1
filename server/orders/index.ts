/** What the orders area offers the rest of the server: other areas and app.ts reach it only here. */
export { awaitingSettlementHooks } from './awaitingSettlement';
export { priceItems } from './cartPricing';
export { registerCartRoutes } from './cartRoutes';
export { createOrder } from './checkoutOrder';
export type { SaleLine } from './checkoutOrder';
export { registerCheckoutRoutes } from './checkoutRoutes';
export { loadOrder, SALES_MOVEMENT } from './documents';
export { sharesOrSole, tillEmployee } from './lineStaff';
export { registerOrderRoutes } from './orderRoutes';
export { orderPayable } from './payable';

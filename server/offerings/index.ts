/** What the offerings area offers the rest of the server: other areas and app.ts reach it only here. */
export { addClientMembership, checkClient } from './clientMemberships';
export { sellClientVoucher } from './clientVouchers';
export { holdingEnd } from './dates';
export { giveBackToVoucher, spendVoucher } from './voucherCodes';
export { offeringsResourceHooks } from './hooks';
export { registerOfferingsRoutes } from './routes';

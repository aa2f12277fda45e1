/** What the payments area offers the rest of the server: other areas and app.ts reach it only here. */
export { readPaymentsConfig } from './config';
export type { PaymentsConfig } from './config';
export { payableRow } from './payables';
export type { AmountDue, Payable } from './payables';
export { registerPaymentRoutes } from './routes';
export type { PendingPaymentQuery } from './routes';

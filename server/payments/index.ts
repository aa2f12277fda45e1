/** What the payments area offers the rest of the server: other areas and app.ts reach it only here. */
export { readCardConfig, readPaymentsConfig } from './config';
export type { CardConfig, PaymentsConfig } from './config';
export { payableRow } from './payables';
export type { AmountDue, PaidDetails, Payable } from './payables';
export { registerPaymentRoutes } from './routes';
export type {
  PaymentsHandle,
  PendingPaymentQuery,
  RefundCardPayment,
  StartCardPayment,
} from './routes';
export type { PublicPush } from './pay';
export type { RefundOutcome } from './reverse';

/** What other areas use of this area; they import nothing else of it. */
export { ClientPurchasesTab } from './ClientPurchasesTab';
export { useNotifyMpesaFailure } from './MpesaFailure';
export { OrderPage } from './OrderPage';
export { OrdersTab } from './OrdersTab';
export { PaymentRowFields } from './PaymentRowFields';
export { minorUnits, parseAmount, pendingMpesa } from './orderState';
export { balanceLeft, newRow, paymentsOf, rowErrors } from './paymentRows';
export type { PaymentRow } from './paymentRows';

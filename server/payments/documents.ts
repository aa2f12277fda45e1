import type { MpesaPayment } from '../../registry/messaging';
import type { ReceivedPayment } from '../../registry/webhooks';
import { minorToNumber } from '../db/money';
import type { cardPayments, mpesaPayments } from '../db/schema';

/** A payment as `POST /mpesa/pay` replies with it (registry/messaging.ts). */
export const toPaymentDocument = (row: typeof mpesaPayments.$inferSelect): MpesaPayment => ({
  _id: row.id,
  transactionRef: row.transactionRef,
  amount: row.amount,
  status: row.status,
  customerMessage: row.customerMessage ?? '',
});

/** `payment.received`'s object for an M-Pesa payment (docs/areas/webhooks.md). */
export const toReceivedMpesaPayment = (
  row: typeof mpesaPayments.$inferSelect,
): ReceivedPayment => ({ ...toPaymentDocument(row), method: 'm-pesa' });

/** `payment.received`'s object for a card payment: the same shape, its amount in whole units. */
export const toReceivedCardPayment = (row: typeof cardPayments.$inferSelect): ReceivedPayment => ({
  _id: row.id,
  transactionRef: row.transactionRef,
  amount: minorToNumber(row.amountMinor),
  status: row.status,
  customerMessage: '',
  method: 'card',
});

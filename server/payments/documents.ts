import type { MpesaPayment } from '../../registry/messaging';
import type { mpesaPayments } from '../db/schema';

/** A payment as `POST /mpesa/pay` replies with it (registry/messaging.ts). */
export const toPaymentDocument = (row: typeof mpesaPayments.$inferSelect): MpesaPayment => ({
  _id: row.id,
  transactionRef: row.transactionRef,
  amount: row.amount,
  status: row.status,
  customerMessage: row.customerMessage ?? '',
});

import type { Database } from '../db/database';

// STUB (tax core helper).
/** Issues the invoice of an order paid in full, in the payment's transaction; once per order. */
export const issueSaleInvoice = async (
  _tx: Database,
  _businessId: string,
  _orderId: string,
): Promise<void> => {};

/** Issues the credit note of a refund of an invoiced order, in the refund's transaction. */
export const issueCreditNote = async (
  _tx: Database,
  _businessId: string,
  _orderId: string,
  _refundId: string,
): Promise<void> => {};

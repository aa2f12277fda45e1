import type { Database } from '../db/database';
import { mpesaPayments, type PaymentStatus } from '../db/schema';
import type { Payables, UnpaidStatus } from './payables';
import { RESULT_CODES } from './provider';
import { businessRowsMatching } from '../db/businessRows';
import { emitWebhookEvent } from '../webhooks';
import { toReceivedMpesaPayment } from './documents';

/** How a payment ended: M-Pesa's result code and words, and for a payment its receipt. */
export type Outcome =
  | {
      status: 'paid';
      resultCode: number;
      resultDescription: string | null;
      receipt: string | null;
      paidAt: Date;
    }
  | {
      status: UnpaidStatus;
      resultCode: number | null;
      resultDescription: string | null;
      receipt?: string | null;
    };

/**
 * The status of a result code: 1032 the customer cancelled, 1037 the phone never answered
 * (the push expired), anything else but 0 failed (insufficient funds, wrong PIN...).
 */
export const unpaidStatusOf = (resultCode: number): UnpaidStatus => {
  if (resultCode === RESULT_CODES.cancelledByUser) return 'cancelled';
  if (resultCode === RESULT_CODES.timeout) return 'expired';
  return 'failed';
};

/**
 * Records the receipt of a payment a status query settled paid before its callback came: the
 * query carries no receipt, the callback does, and staff reconcile by it. Once, like settling.
 */
const recordLateReceipt = async (
  tx: Database,
  payables: Payables,
  payment: { businessId: string; id: string },
  receipt: string,
) => {
  const [row] = await tx
    .update(mpesaPayments)
    .set({ receipt, updatedAt: new Date() })
    .where(
      businessRowsMatching(mpesaPayments, payment.businessId, {
        id: payment.id,
        status: 'paid',
        receipt: null,
      }),
    )
    .returning();
  if (row)
    await payables.get(row.payableKind)?.onReceipt(tx, row.businessId, row.transactionRef, receipt);
};

/**
 * Settles one payment and its payable in one transaction. Only a pending payment changes, so a
 * repeated or concurrent callback finds nothing to do; the one exception is a payment that
 * expired while waiting and is then reported paid: the customer's money was taken, so it is
 * credited (docs/areas/payments.md). The conditional update is what makes it once: a second
 * transaction waits for the first's row lock, then no longer matches. Returns whether it changed.
 */
export const settlePayment = (
  db: Database,
  payables: Payables,
  payment: { businessId: string; id: string },
  outcome: Outcome,
  checkoutRequestId?: string,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const from: PaymentStatus[] = outcome.status === 'paid' ? ['pending', 'expired'] : ['pending'];
    const [row] = await tx
      .update(mpesaPayments)
      .set({
        status: outcome.status,
        resultCode: outcome.resultCode,
        resultDescription: outcome.resultDescription,
        receipt: outcome.receipt ?? null,
        ...(outcome.status === 'paid' && { paidAt: outcome.paidAt }),
        ...(checkoutRequestId && { checkoutRequestId }),
        updatedAt: new Date(),
      })
      .where(
        businessRowsMatching(mpesaPayments, payment.businessId, { id: payment.id, status: from }),
      )
      .returning();
    if (!row) {
      if (outcome.status === 'paid' && outcome.receipt)
        await recordLateReceipt(tx, payables, payment, outcome.receipt);
      return false;
    }
    const payable = payables.get(row.payableKind);
    if (!payable) throw new Error(`no payable of kind ${row.payableKind}`);
    if (outcome.status === 'paid') {
      await emitWebhookEvent(tx, row.businessId, 'payment.received', toReceivedMpesaPayment(row));
      await payable.onPaid(tx, row.businessId, row.transactionRef, {
        method: 'm-pesa',
        receipt: outcome.receipt,
        paidAt: outcome.paidAt,
        resultDescription: outcome.resultDescription,
      });
    } else {
      await payable.onUnpaid(
        tx,
        row.businessId,
        row.transactionRef,
        outcome.status,
        outcome.resultDescription,
        outcome.resultCode,
      );
    }
    return true;
  });

import { desc, sql } from 'drizzle-orm';
import { isClosed } from '../cash-up';
import { businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { orderPayments, orders } from '../db/schema';
import { payableRow, type AmountDue, type Payable } from '../payments';
import { CHECKOUT_MODULE } from './checkoutInput';
import { toMinor } from '../db/money';
import { addPaidAmount } from './settle';

type OrderRow = Pick<
  typeof orders.$inferSelect,
  'businessId' | 'currency' | 'status' | 'cost' | 'tipTotal' | 'paidAmount'
>;

/** The order's M-Pesa payment line in `statuses`, newest first. */
const mpesaLine = async (
  tx: Database,
  businessId: string,
  orderId: string,
  statuses: (typeof orderPayments.$inferSelect)['status'][],
) => {
  const [line] = await tx
    .select()
    .from(orderPayments)
    .where(
      businessRowsMatching(orderPayments, businessId, {
        orderId,
        method: 'm-pesa',
        status: statuses,
      }),
    )
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(1);
  return line;
};

/**
 * What is due on an order by M-Pesa: its pending M-Pesa line, in whole shillings. With none
 * pending it is not payable; its balance stands as the amount, so a push for it hears that the
 * order no longer awaits payment rather than that the amount is wrong.
 */
const dueOf = async (db: Database, order: OrderRow, orderId: string): Promise<AmountDue> => {
  const line =
    order.status === 'cancelled'
      ? undefined
      : await mpesaLine(db, order.businessId, orderId, ['pending']);
  const amountMinor = line
    ? toMinor(line.amount)
    : toMinor(order.cost) + toMinor(order.tipTotal) - toMinor(order.paidAmount);
  return {
    businessId: order.businessId,
    amount: Math.round(amountMinor / 100),
    amountMinor,
    currency: order.currency,
    status: line ? 'pending' : 'failed',
  };
};

/**
 * A checkout order as an M-Pesa payable (docs/areas/orders.md): `transactionRef` is the order id,
 * the amount due its pending M-Pesa payment line. Once paid the line is marked paid with its
 * receipt, the order's paid amount and payment status move, and a fully paid order is settled;
 * all inside the payment's transaction. The line's conditional status is a second guard beside
 * the payment's own, so a callback delivered twice pays once.
 */
export const orderPayable: Payable = {
  kind: 'order',
  module: CHECKOUT_MODULE,
  description: 'Order',
  ...payableRow(orders, dueOf),
  async onPaid(tx, businessId, transactionRef, details) {
    // A push that expired and is reported paid after all still took the customer's money.
    const line =
      (await mpesaLine(tx, businessId, transactionRef, ['pending'])) ??
      (await mpesaLine(tx, businessId, transactionRef, ['expired']));
    if (!line) return;
    // An expired push reported paid after its period was closed came in now, in the open period:
    // the closed figures stay as counted.
    const redated = (await isClosed(tx, businessId, line.createdAt))
      ? { createdAt: sql`now()` }
      : {};
    const [paid] = await tx
      .update(orderPayments)
      .set({ status: 'paid', reference: details.receipt, updatedAt: new Date(), ...redated })
      .where(
        businessRowsMatching(orderPayments, businessId, {
          id: line.id,
          status: ['pending', 'expired'],
        }),
      )
      .returning({ amount: orderPayments.amount });
    if (paid) await addPaidAmount(tx, businessId, transactionRef, toMinor(paid.amount));
  },
  async onReceipt(tx, businessId, transactionRef, receipt) {
    await tx
      .update(orderPayments)
      .set({ reference: receipt, updatedAt: new Date() })
      .where(
        businessRowsMatching(orderPayments, businessId, {
          orderId: transactionRef,
          method: 'm-pesa',
          status: 'paid',
          reference: null,
        }),
      );
  },
  async onUnpaid(tx, businessId, transactionRef, status, _resultDescription, resultCode) {
    const line = await mpesaLine(tx, businessId, transactionRef, ['pending']);
    if (!line) return;
    await tx
      .update(orderPayments)
      // The code, not Daraja's English words: the payment row says why in the reader's language.
      .set({ status, resultCode, updatedAt: new Date() })
      .where(businessRowsMatching(orderPayments, businessId, { id: line.id, status: 'pending' }));
  },
};

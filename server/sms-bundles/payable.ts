import { eq, sql } from 'drizzle-orm';
import { businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { toMinor } from '../db/money';
import { businesses, smsBundleOrders } from '../db/schema';
import { payableRow, type AmountDue, type Payable } from '../payments';
import { SMS_BUNDLES_MODULE } from './module';

const dueOf = async (
  _db: Database,
  row: Pick<typeof smsBundleOrders.$inferSelect, 'businessId' | 'cost' | 'currency' | 'status'>,
): Promise<AmountDue> => ({
  businessId: row.businessId,
  amount: row.cost,
  amountMinor: toMinor(row.cost),
  currency: row.currency,
  status: row.status,
});

/**
 * An SMS bundle order as a payable: its cost is due; once paid it is `paid` and the business's
 * SMS balance grows by the bundle's size, in the payment's transaction. The order's update is
 * conditional on it not being paid yet, a second guard beside the payment's own.
 */
export const smsBundleOrderPayable: Payable = {
  kind: 'sms-bundle-order',
  module: SMS_BUNDLES_MODULE,
  description: 'SMS bundle',
  ...payableRow(smsBundleOrders, dueOf),
  async onPaid(tx, businessId, transactionRef, details) {
    const [order] = await tx
      .update(smsBundleOrders)
      .set({
        status: 'paid',
        paymentMethod: details.method,
        receipt: details.receipt,
        paidAt: details.paidAt,
        resultDescription: details.resultDescription,
        updatedAt: new Date(),
      })
      .where(
        businessRowsMatching(smsBundleOrders, businessId, {
          id: transactionRef,
          status: ['pending', 'expired'],
        }),
      )
      .returning({ smsCount: smsBundleOrders.smsCount });
    if (!order) return;
    await tx
      .update(businesses)
      .set({ smsBalance: sql`${businesses.smsBalance} + ${order.smsCount}`, updatedAt: new Date() })
      .where(eq(businesses.id, businessId));
  },
  async onReceipt(tx, businessId, transactionRef, receipt) {
    await tx
      .update(smsBundleOrders)
      .set({ receipt, updatedAt: new Date() })
      .where(
        businessRowsMatching(smsBundleOrders, businessId, {
          id: transactionRef,
          status: 'paid',
          receipt: null,
        }),
      );
  },
  async onUnpaid(tx: Database, businessId, transactionRef, status, resultDescription) {
    await tx
      .update(smsBundleOrders)
      .set({ status, resultDescription, updatedAt: new Date() })
      .where(
        businessRowsMatching(smsBundleOrders, businessId, {
          id: transactionRef,
          status: 'pending',
        }),
      );
  },
};

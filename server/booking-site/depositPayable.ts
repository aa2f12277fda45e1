import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StatusChange } from '../../registry/appointments';
import { businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { appointments, businesses } from '../db/schema';
import { payableRow, type AmountDue, type Payable } from '../payments';

const dueOf = async (
  db: Database,
  row: Pick<typeof appointments.$inferSelect, 'businessId' | 'depositMinor' | 'depositStatus'>,
): Promise<AmountDue> => {
  const [business] = await db
    .select({ currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, row.businessId));
  return {
    businessId: row.businessId,
    // M-Pesa takes whole shillings; a KES deposit is asked in whole shillings (payableDeposit).
    amount: Math.ceil(row.depositMinor / 100),
    amountMinor: row.depositMinor,
    currency: business?.currency ?? 'KES',
    // Only a pending deposit may be paid; any other state reads as settled.
    status: row.depositStatus === 'pending' && row.depositMinor > 0 ? 'pending' : 'paid',
  };
};

const confirmedNow = (): StatusChange => ({
  status: 'confirmed',
  at: new Date().toISOString(),
  byUserId: null,
});

/**
 * An appointment's deposit as a payable (transactionRef: the appointment's id). Paid, it is
 * `paid` and a booked appointment becomes confirmed. A payment that arrives after its
 * appointment was released (the deposit `released`, the appointment cancelled) is recorded
 * too: the deposit reads `paid` on the cancelled appointment, which revives nothing, and the
 * deposit sweep sends it back (sweepDeposits), as it does any paid deposit of a cancelled
 * appointment that was not kept.
 */
export const depositPayable: Payable = {
  kind: 'deposit',
  module: 'appointments.Appointments',
  description: 'Deposit',
  ...payableRow(appointments, dueOf),
  async onPaid(tx, businessId, transactionRef) {
    await tx
      .update(appointments)
      .set({
        depositStatus: 'paid',
        status: sql`case when ${appointments.status} = 'booked' then 'confirmed' else ${appointments.status} end`,
        statusHistory: sql`case when ${appointments.status} = 'booked' then ${appointments.statusHistory} || ${JSON.stringify([confirmedNow()])}::jsonb else ${appointments.statusHistory} end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          businessRowsMatching(appointments, businessId, { id: transactionRef }),
          inArray(appointments.depositStatus, ['pending', 'released']),
        ),
      );
  },
  // The receipt stays on the M-Pesa payment, where staff reconcile by it.
  onReceipt: async () => undefined,
  // An unpaid push leaves the deposit pending: the client may try again until it is due.
  onUnpaid: async () => undefined,
};

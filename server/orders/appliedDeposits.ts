import { and, desc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { businessRowsMatching } from '../db/businessRows';
import { minorToNumeric, type Minor } from '../db/money';
import { appointments, cardPayments, mpesaPayments, orderPayments } from '../db/schema';

/**
 * Deposits at checkout (docs/areas/orders.md "Deposits"): an appointment whose deposit is paid
 * comes to the till with that money already received. The order records it as a payment of the
 * deposit's amount, by the method that paid it, dated when it was paid (so the takings count it
 * that day, once), and the deposit becomes `applied` in the same transaction.
 */
export interface HeldDeposit {
  appointmentId: string;
  amount: Minor;
  method: 'm-pesa' | 'card';
  paidAt: Date;
  /** The M-Pesa receipt or the card provider's payment, as the payment row shows it. */
  reference: string | null;
}

/** The settled payment of a deposit: its method and when it came in; the latest if paid twice. */
const depositPayment = async (tx: Database, businessId: string, appointmentId: string) => {
  // One after the other: a transaction holds one connection.
  const [mpesa] = await tx
    .select({
      paidAt: mpesaPayments.paidAt,
      createdAt: mpesaPayments.createdAt,
      reference: mpesaPayments.receipt,
    })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.businessId, businessId),
        eq(mpesaPayments.payableKind, 'deposit'),
        eq(mpesaPayments.transactionRef, appointmentId),
        eq(mpesaPayments.status, 'paid'),
      ),
    )
    .orderBy(desc(mpesaPayments.paidAt))
    .limit(1);
  const [card] = await tx
    .select({
      paidAt: cardPayments.paidAt,
      createdAt: cardPayments.createdAt,
      reference: cardPayments.providerPaymentId,
    })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.businessId, businessId),
        eq(cardPayments.payableKind, 'deposit'),
        eq(cardPayments.transactionRef, appointmentId),
        eq(cardPayments.status, 'paid'),
      ),
    )
    .orderBy(desc(cardPayments.paidAt))
    .limit(1);
  const when = (row: { paidAt: Date | null; createdAt: Date } | undefined) =>
    row ? (row.paidAt ?? row.createdAt) : undefined;
  const [mpesaAt, cardAt] = [when(mpesa), when(card)];
  if (cardAt && (!mpesaAt || cardAt > mpesaAt))
    return { method: 'card' as const, paidAt: cardAt, reference: card!.reference };
  return mpesaAt
    ? { method: 'm-pesa' as const, paidAt: mpesaAt, reference: mpesa!.reference }
    : undefined;
};

/**
 * The paid deposits of the order's appointments, their rows locked until the checkout ends, so
 * a deposit is applied once even when two checkouts race. A deposit whose payment cannot be
 * found (written without one, as the demo's) counts as paid by the business's usual way on its
 * appointment's last change.
 */
export const heldDeposits = async (
  tx: Database,
  businessId: string,
  appointmentIds: string[],
  currency: string,
): Promise<HeldDeposit[]> => {
  if (appointmentIds.length === 0) return [];
  const rows = await tx
    .select({
      id: appointments.id,
      depositMinor: appointments.depositMinor,
      updatedAt: appointments.updatedAt,
    })
    .from(appointments)
    .where(
      businessRowsMatching(
        appointments,
        businessId,
        { depositStatus: 'paid' },
        inArray(appointments.id, appointmentIds),
      ),
    )
    .orderBy(appointments.id)
    .for('update');
  const held: HeldDeposit[] = [];
  for (const row of rows.filter((candidate) => candidate.depositMinor > 0)) {
    const payment = await depositPayment(tx, businessId, row.id);
    held.push({
      appointmentId: row.id,
      amount: row.depositMinor,
      method: payment?.method ?? (currency === 'KES' ? 'm-pesa' : 'card'),
      paidAt: payment?.paidAt ?? row.updatedAt,
      reference: payment?.reference ?? null,
    });
  }
  return held;
};

/**
 * Records the deposits in the order, at most `due` of them in all (a discount may leave less to
 * pay than was held), and marks them applied.
 */
export const applyDeposits = async (
  tx: Database,
  businessId: string,
  orderId: string,
  userId: string | null,
  deposits: HeldDeposit[],
) => {
  if (deposits.length === 0) return;
  await tx.insert(orderPayments).values(
    deposits.map((deposit) => ({
      businessId,
      id: uuidv7(),
      orderId,
      method: deposit.method,
      amount: minorToNumeric(deposit.amount),
      status: 'paid' as const,
      reference: deposit.reference,
      depositAppointmentId: deposit.appointmentId,
      createdBy: userId,
      // Money received when the deposit was paid, not now: the takings date it by this.
      createdAt: deposit.paidAt,
    })),
  );
  await tx
    .update(appointments)
    .set({ depositStatus: 'applied', updatedAt: new Date() })
    .where(
      businessRowsMatching(
        appointments,
        businessId,
        {},
        inArray(
          appointments.id,
          deposits.map((deposit) => deposit.appointmentId),
        ),
      ),
    );
};

/** The deposits that fit `due`, each cut to what is left of it (none is split across orders). */
export const depositsWithin = (deposits: HeldDeposit[], due: Minor): HeldDeposit[] => {
  let left = due;
  return deposits.flatMap((deposit) => {
    const amount = Math.min(deposit.amount, left);
    left -= amount;
    return amount > 0 ? [{ ...deposit, amount }] : [];
  });
};

import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { appointments, cardPayments, mpesaPayments } from '../db/schema';

const HOUR = 3_600_000;

/** The demo's online bookings: which of its appointments ahead came from the site, and their deposits in minor units. */
export interface DemoOnlineBookings {
  /** Paid a day ago (M-Pesa in KES, card otherwise): the calendar shows "Deposit ... paid". */
  paidMinor: number;
  /** Asked and not paid yet, due within a day: "Deposit ... due". */
  pendingMinor: number;
}

/**
 * Marks two of a demo salon's booked or confirmed appointments as booked online with a deposit, so a newcomer
 * sees the calendar's marks at once (docs/areas/online-booking.md): the first still to come
 * today or tomorrow with its deposit paid (and the payment that paid it), the next one with its
 * deposit due. Written as the booking site leaves them, without its flow.
 */
export const seedOnlineBookings = async (
  tx: Database,
  businessId: string,
  currency: string,
  deposits: DemoOnlineBookings,
  now = new Date(),
) => {
  const ahead = (
    await tx
      .select({ id: appointments.id, startDate: appointments.startDate })
      .from(appointments)
      .where(
        and(
          eq(appointments.businessId, businessId),
          inArray(appointments.status, ['booked', 'confirmed']),
        ),
      )
      .orderBy(asc(appointments.startDate))
  ).filter((row) => row.startDate > now);
  const [paid, pending] = ahead;
  if (paid) {
    await tx
      .update(appointments)
      .set({ source: 'online', depositMinor: deposits.paidMinor, depositStatus: 'paid' })
      .where(and(eq(appointments.businessId, businessId), eq(appointments.id, paid.id)));
    const payment = {
      businessId,
      id: uuidv7(),
      payableKind: 'deposit' as const,
      transactionRef: paid.id,
      status: 'paid' as const,
      paidAt: new Date(now.getTime() - 24 * HOUR),
    };
    if (currency === 'KES')
      await tx.insert(mpesaPayments).values({
        ...payment,
        amount: Math.ceil(deposits.paidMinor / 100),
        phoneNumber: '+254700000000',
        provider: 'simulator',
        // No callback will ever come for it: a hash of nothing anyone holds.
        callbackTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      });
    else
      await tx
        .insert(cardPayments)
        .values({ ...payment, amountMinor: deposits.paidMinor, currency, provider: 'simulator' });
  }
  if (pending) {
    const dueBy = new Date(Math.min(now.getTime() + 24 * HOUR, pending.startDate.getTime()));
    await tx
      .update(appointments)
      .set({
        source: 'online',
        depositMinor: deposits.pendingMinor,
        depositStatus: 'pending',
        depositDueBy: dueBy,
      })
      .where(and(eq(appointments.businessId, businessId), eq(appointments.id, pending.id)));
  }
};

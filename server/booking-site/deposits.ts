import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StatusChange } from '../../registry/appointments';
import { businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { appointments } from '../db/schema';
import type { FlowDependencies } from './dependencies';

const BATCH = 50;

/** A status change appended to an appointment's history in SQL, by a conditional update. */
export const historyEntry = (change: StatusChange) => sql`${JSON.stringify([change])}::jsonb`;

/**
 * Sends back the paid deposit of a cancelled appointment that was not kept. The deposit is
 * first claimed `refunded` by a conditional update (so of several servers only one sends it),
 * then reversed at the provider; when the provider refuses, or the payment's receipt has not
 * arrived yet, the claim is undone and the next sweep tries again. Answers whether it was sent.
 */
export const refundOwedDeposit = async (
  db: Database,
  dependencies: Pick<FlowDependencies, 'payments'>,
  appointment: { businessId: string; id: string },
): Promise<boolean> => {
  const owed = businessRowsMatching(appointments, appointment.businessId, {
    id: appointment.id,
    status: 'cancelled',
  });
  const [claimed] = await db
    .update(appointments)
    .set({ depositStatus: 'refunded', updatedAt: new Date() })
    .where(and(owed, eq(appointments.depositStatus, 'paid')))
    .returning({ id: appointments.id });
  if (!claimed) return false;
  const outcome = await dependencies.payments.refund({
    kind: 'deposit',
    businessId: appointment.businessId,
    transactionRef: appointment.id,
  });
  if (outcome.refunded) return true;
  await db
    .update(appointments)
    .set({ depositStatus: 'paid', updatedAt: new Date() })
    .where(and(owed, eq(appointments.depositStatus, 'refunded')));
  return false;
};

/**
 * One pass of the deposit sweep, safe with several servers on one database (each change is a
 * conditional update): releases the booked appointments whose deposit is still pending past
 * its time (cancelled by the business, the deposit `released`, the time free again), then
 * sends back the paid deposits of cancelled appointments that were not kept: an early
 * cancellation whose refund failed before, a back-office cancellation, or a payment that
 * arrived after its appointment was released. Answers how many it released.
 */
export const sweepDeposits = async (
  db: Database,
  dependencies: Pick<FlowDependencies, 'payments'>,
  log: FastifyBaseLogger,
): Promise<number> => {
  const released = await db
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelledBy: 'business',
      depositStatus: 'released',
      statusHistory: sql`${appointments.statusHistory} || ${historyEntry({
        status: 'cancelled',
        at: new Date().toISOString(),
        byUserId: null,
        cancelledBy: 'business',
      })}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(appointments.depositStatus, 'pending'),
        lt(appointments.depositDueBy, sql`now()`),
        inArray(appointments.status, ['booked', 'confirmed']),
      ),
    )
    .returning({ id: appointments.id });
  if (released.length)
    log.info({ appointmentIds: released.map((row) => row.id) }, 'deposits released');

  const owed = await db
    .select({ businessId: appointments.businessId, id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.status, 'cancelled'), eq(appointments.depositStatus, 'paid')))
    .limit(BATCH);
  for (const appointment of owed) await refundOwedDeposit(db, dependencies, appointment);
  return released.length;
};

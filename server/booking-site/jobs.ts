import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { bookingHolds } from '../db/schema';
import type { ScheduledJob } from '../scheduler/jobs';
import type { FlowDependencies } from './dependencies';
import { sweepDeposits } from './deposits';

/** A hold past its time already holds nothing; marking it is for whoever reads the rows. */
const HOLD_EXPIRY_INTERVAL_SECONDS = 60;

/** Marks the `held` holds whose `expires_at` has passed `expired`. Answers how many. */
export const expireBookingHolds = async (db: Database, now: Date): Promise<number> => {
  const expired = await db
    .update(bookingHolds)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(bookingHolds.status, 'held'), lt(bookingHolds.expiresAt, now)))
    .returning({ id: bookingHolds.id });
  return expired.length;
};

/**
 * The booking site's scheduled jobs (docs/areas/scheduler.md): the deposit sweep (releases and
 * refunds) every `sweepIntervalMs`, and the holds' expiry.
 */
export const bookingSiteJobs = (
  dependencies: FlowDependencies,
  log: FastifyBaseLogger,
): ScheduledJob[] => [
  {
    name: 'deposit-sweep',
    intervalSeconds: dependencies.sweepIntervalMs / 1000,
    run: async (db) => {
      await sweepDeposits(db, dependencies, log);
    },
  },
  {
    name: 'booking-holds-expiry',
    intervalSeconds: HOLD_EXPIRY_INTERVAL_SECONDS,
    run: async (db, now) => {
      await expireBookingHolds(db, now);
    },
  },
];

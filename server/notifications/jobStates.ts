import { and, eq, gt, sql } from 'drizzle-orm';
import type { ScheduledJobsDocument } from '../../registry/messages';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';
import { jobStates } from '../scheduler/jobStates';

/**
 * The business's messages not yet sent: how many, how many of them are marketing held back for
 * the sending window (never tried, their first try ahead), and when the next one is due.
 */
const pendingMessagesOf = async (
  db: Database,
  businessId: string,
): Promise<ScheduledJobsDocument['pendingMessages']> => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      waitingForWindow: sql<number>`(count(*) filter (where ${and(
        eq(outboxMessages.marketing, true),
        eq(outboxMessages.attempts, 0),
        gt(outboxMessages.nextAttemptAt, sql`now()`),
      )}))::int`,
      nextAt: sql<Date | string | null>`min(${outboxMessages.nextAttemptAt})`,
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.status, 'pending')));
  const nextAt = row?.nextAt ? new Date(row.nextAt).toISOString() : null;
  return { count: row?.count ?? 0, waitingForWindow: row?.waitingForWindow ?? 0, nextAt };
};

/** `GET /v1/scheduled-jobs`: every timed job's state, and the business's messages still pending. */
export const scheduledJobsDocument = async (
  db: Database,
  businessId: string,
): Promise<ScheduledJobsDocument> => ({
  jobs: await jobStates(db),
  pendingMessages: await pendingMessagesOf(db, businessId),
});

import { asc, sql } from 'drizzle-orm';
import type { ScheduledJobState } from '../../registry/messages';
import type { Database } from '../db/database';
import { scheduledJobs } from '../db/schema';

/**
 * Every job's state as the owner sees it: running while a server holds its lease, failing after
 * a failed run until one succeeds, else idle.
 */
export const jobStates = async (db: Database): Promise<ScheduledJobState[]> => {
  const rows = await db
    .select({
      name: scheduledJobs.name,
      intervalSeconds: scheduledJobs.intervalSeconds,
      nextRunAt: scheduledJobs.nextRunAt,
      lastFinishedAt: scheduledJobs.lastFinishedAt,
      lastError: scheduledJobs.lastError,
      failures: scheduledJobs.failures,
      runs: scheduledJobs.runs,
      leased: sql<boolean>`coalesce(${scheduledJobs.leaseUntil} > now(), false)`,
    })
    .from(scheduledJobs)
    .orderBy(asc(scheduledJobs.name));
  return rows.map(({ leased, ...row }) => ({
    ...row,
    status: leased ? 'running' : row.failures > 0 ? 'failing' : 'idle',
    nextRunAt: row.nextRunAt.toISOString(),
    lastFinishedAt: row.lastFinishedAt?.toISOString() ?? null,
  }));
};

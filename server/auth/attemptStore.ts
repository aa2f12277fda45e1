import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { attemptCounters } from '../db/schema';

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counters hold no e-mail or address, only a digest of the key naming them. */
const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Counts one attempt under `key` in a fixed window of `windowMilliseconds`, in one statement
 * (an insert or an update of the key's row, which PostgreSQL serialises per key), on the
 * database's clock so every server agrees when a window ends. A window that has ended starts
 * again at 1; starting one also sweeps the other ended windows, so the table stays small.
 */
export const countAttempt = async (
  db: Database,
  key: string,
  windowMilliseconds: number,
): Promise<AttemptCount> => {
  const keyHash = digest(key);
  const windowEnd = sql`now() + ${windowMilliseconds} * interval '1 millisecond'`;
  const ended = sql`${attemptCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ keyHash, attempts: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: attemptCounters.keyHash,
      set: {
        attempts: sql`case when ${ended} then 1 else ${attemptCounters.attempts} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end`,
      },
    })
    .returning({
      attempts: attemptCounters.attempts,
      ttl: sql<string>`greatest(0, ceil(extract(epoch from ${attemptCounters.windowEndsAt} - now()) * 1000))`,
    });
  if (row!.attempts === 1) {
    await db
      .delete(attemptCounters)
      .where(
        and(lt(attemptCounters.windowEndsAt, sql`now()`), ne(attemptCounters.keyHash, keyHash)),
      );
  }
  return { current: row!.attempts, ttl: Number(row!.ttl) };
};

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (`attempt_counters`)
 * instead of each process's memory: behind a load balancer, every server sees every attempt.
 */
export const databaseAttemptStore = (db: Database): FastifyRateLimitStoreCtor =>
  class DatabaseAttemptStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: AttemptCount) => void,
      timeWindow: number,
    ) {
      countAttempt(db, key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Every limit shares the one table; their keys differ by the limit's name. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };

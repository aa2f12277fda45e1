import type { Database } from '../db/database';

/**
 * One timed job of the server (docs/areas/scheduler.md): run every `intervalSeconds` on one of
 * the servers sharing the database. `now` is the clock the job reads, so tests move it.
 */
export interface ScheduledJob {
  name: string;
  intervalSeconds: number;
  /** Answers what is worth a warning in the log (counts only, never a person's data), or nothing. */
  run: (db: Database, now: Date) => Promise<JobWarning | void>;
}

/** Counts a job reports to the log when something could not be done (messages that went nowhere). */
export type JobWarning = Record<string, number | Record<string, number>>;

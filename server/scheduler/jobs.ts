import type { Database } from '../db/database';

/**
 * One timed job of the server (docs/areas/scheduler.md): run every `intervalSeconds` on one of
 * the servers sharing the database. `now` is the clock the job reads, so tests move it.
 */
export interface ScheduledJob {
  name: string;
  intervalSeconds: number;
  run: (db: Database, now: Date) => Promise<void>;
}

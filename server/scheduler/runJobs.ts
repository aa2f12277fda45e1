import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { scheduledJobs } from '../db/schema';
import type { JobWarning, ScheduledJob } from './jobs';

/** How long a claimed job is its server's; the lease is renewed while the job runs. */
export const DEFAULT_LEASE_SECONDS = 60;
/** A failing job waits its interval doubled per failure in a row, at most this long. */
const MAX_BACKOFF_SECONDS = 15 * 60;
/** What is kept of an error: its message, cut short; never the data it was about. */
const ERROR_LENGTH = 300;

export interface RunOptions {
  leaseSeconds?: number;
  /**
   * Told of a job's failure (after it is recorded on the job's row, with `jobName`) and of the
   * scheduler's own (the database away), for the log.
   */
  onError?: (error: unknown, jobName?: string) => void;
  /** Told of what a job reported as worth a warning (counts only). */
  onWarning?: (warning: JobWarning, jobName: string) => void;
}

/** The column holds whole seconds; tests run jobs every few milliseconds. */
export const storedIntervalSeconds = (job: ScheduledJob) =>
  Math.max(1, Math.ceil(job.intervalSeconds));

const seconds = (value: number | SQL) => sql`make_interval(secs => ${value}::float8)`;

/**
 * The scheduler's clock in SQL: the database's `now()` (as the outbox compares, so every server
 * reads one clock), or a test's chosen `now` when that is later.
 */
const clockOf = (now?: Date): SQL =>
  now ? sql`greatest(now(), ${now.toISOString()}::timestamptz)` : sql`now()`;

const isDue = (clock: SQL) =>
  and(
    lte(scheduledJobs.nextRunAt, clock),
    or(isNull(scheduledJobs.leaseUntil), lte(scheduledJobs.leaseUntil, sql`now()`)),
  );

/**
 * Creates the jobs' rows, each first due one interval from now (as a timer's first tick); a row
 * already there (a restart) keeps its state and takes the interval of the code now running.
 */
export const ensureJobRows = async (db: Database, jobs: readonly ScheduledJob[]) => {
  for (const job of jobs)
    await db
      .insert(scheduledJobs)
      .values({
        name: job.name,
        intervalSeconds: storedIntervalSeconds(job),
        nextRunAt: sql`now() + ${seconds(job.intervalSeconds)}`,
      })
      .onConflictDoUpdate({
        target: scheduledJobs.name,
        set: {
          intervalSeconds: storedIntervalSeconds(job),
          // A changed interval counts from now, if that is sooner; else the job keeps its time.
          nextRunAt: sql`case when ${scheduledJobs.intervalSeconds} = ${storedIntervalSeconds(job)}
            then ${scheduledJobs.nextRunAt}
            else least(${scheduledJobs.nextRunAt}, now() + ${seconds(job.intervalSeconds)}) end`,
        },
      });
};

/** The names among `jobs` due now and not leased: one cheap read before any lock is taken. */
export const dueJobNames = async (
  db: Database,
  jobs: readonly ScheduledJob[],
  now?: Date,
): Promise<string[]> => {
  if (!jobs.length) return [];
  const rows = await db
    .select({ name: scheduledJobs.name })
    .from(scheduledJobs)
    .where(
      and(
        inArray(
          scheduledJobs.name,
          jobs.map((job) => job.name),
        ),
        isDue(clockOf(now)),
      ),
    );
  return rows.map((row) => row.name);
};

/**
 * Takes a due job's lease in a short transaction: `FOR UPDATE SKIP LOCKED` leaves a row another
 * server is claiming to it, and the lease keeps the job from every other server until it ends
 * or, the server gone (`kill -9`), its time passes. The start, cut to the millisecond, names
 * this run: a server whose lease was taken over can no longer write the row.
 */
const claim = (db: Database, name: string, clock: SQL, leaseSeconds: number) =>
  db.transaction(async (tx) => {
    const [due] = await tx
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.name, name), isDue(clock)))
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(scheduledJobs)
      .set({
        leaseUntil: sql`now() + ${seconds(leaseSeconds)}`,
        lastStartedAt: sql`date_trunc('milliseconds', now())`,
      })
      .where(eq(scheduledJobs.name, name))
      .returning({ startedAt: scheduledJobs.lastStartedAt });
    return claimed?.startedAt ?? undefined;
  });

const thisRun = (name: string, startedAt: Date) =>
  and(
    eq(scheduledJobs.name, name),
    sql`${scheduledJobs.lastStartedAt} = ${startedAt.toISOString()}::timestamptz`,
  );

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);

/**
 * Runs one job if it is due and no server holds it: claimed, run outside the claim's
 * transaction (its lease renewed meanwhile), then recorded: its next run one interval on; after
 * a failure, the error's message and a back-off of the interval doubled per failure in a row.
 * Answers whether it ran.
 */
export const runJobIfDue = async (
  db: Database,
  job: ScheduledJob,
  now?: Date,
  {
    leaseSeconds = DEFAULT_LEASE_SECONDS,
    onError = () => undefined,
    onWarning = () => undefined,
  }: RunOptions = {},
): Promise<boolean> => {
  const clock = clockOf(now);
  const startedAt = await claim(db, job.name, clock, leaseSeconds);
  if (!startedAt) return false;
  const renewal = setInterval(
    () => {
      db.update(scheduledJobs)
        .set({ leaseUntil: sql`now() + ${seconds(leaseSeconds)}` })
        .where(thisRun(job.name, startedAt))
        .then(() => undefined, onError);
    },
    (leaseSeconds * 1000) / 3,
  );
  let failure: unknown;
  let failed = false;
  try {
    const warning = await job.run(db, now ?? new Date());
    if (warning) onWarning(warning, job.name);
  } catch (error) {
    failed = true;
    failure = error;
  } finally {
    clearInterval(renewal);
  }
  const finished = {
    runs: sql`${scheduledJobs.runs} + 1`,
    lastFinishedAt: sql`now()`,
    leaseUntil: null,
  };
  await db
    .update(scheduledJobs)
    .set(
      failed
        ? {
            ...finished,
            failures: sql`${scheduledJobs.failures} + 1`,
            lastError: messageOf(failure),
            nextRunAt: sql`${clock} + ${seconds(
              sql`least(${job.intervalSeconds}::float8 * power(2, ${scheduledJobs.failures} + 1), ${MAX_BACKOFF_SECONDS})`,
            )}`,
          }
        : {
            ...finished,
            failures: 0,
            lastError: null,
            nextRunAt: sql`${clock} + ${seconds(job.intervalSeconds)}`,
          },
    )
    .where(thisRun(job.name, startedAt));
  if (failed) onError(failure, job.name);
  return true;
};

/**
 * Runs every due job of `jobs` once, side by side, and answers the names of those that ran. A
 * test passes `now` to run them as at that time: a job is due when its next run is at or before
 * the later of `now` and the database's clock, and reads `now`.
 */
export const runDueJobs = async (
  db: Database,
  jobs: readonly ScheduledJob[],
  now?: Date,
  options: RunOptions = {},
): Promise<string[]> => {
  const due = new Set(await dueJobNames(db, jobs, now));
  const ran = await Promise.all(
    jobs
      .filter((job) => due.has(job.name))
      .map(async (job) => ((await runJobIfDue(db, job, now, options)) ? job.name : undefined)),
  );
  return ran.filter((name): name is string => name !== undefined);
};

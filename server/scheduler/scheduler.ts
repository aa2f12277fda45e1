import type { Database } from '../db/database';
import type { JobWarning, ScheduledJob } from './jobs';
import { DEFAULT_LEASE_SECONDS, dueJobNames, ensureJobRows, runJobIfDue } from './runJobs';

export interface SchedulerOptions {
  /** How often this server looks for due jobs; at most a second by default, sooner for a shorter job. */
  pollMilliseconds?: number;
  leaseSeconds?: number;
  /** A job's failure (also recorded on its row), or the scheduler's own (the database away). */
  onError: (error: unknown, jobName?: string) => void;
  /** What a job reported as worth a warning (counts only). */
  onWarning?: (warning: JobWarning, jobName: string) => void;
}

const DEFAULT_POLL_MILLISECONDS = 1_000;

/** A poll no longer than the shortest job's interval, so a job every 50 ms runs every 50 ms. */
const pollOf = (jobs: readonly ScheduledJob[]) =>
  Math.min(DEFAULT_POLL_MILLISECONDS, ...jobs.map((job) => job.intervalSeconds * 1000));

/**
 * Runs `jobs` while the server does (docs/areas/scheduler.md): their rows are created first,
 * then every poll each due job not already running here is claimed and run. A job never
 * overlaps itself: here because a running job is skipped, across servers because of its lease.
 * Answers `stop`, which ends the polls and waits for the jobs still running.
 */
export const startScheduler = async (
  db: Database,
  jobs: readonly ScheduledJob[],
  {
    pollMilliseconds = pollOf(jobs),
    leaseSeconds = DEFAULT_LEASE_SECONDS,
    onError,
    onWarning,
  }: SchedulerOptions,
): Promise<() => Promise<void>> => {
  if (!jobs.length) return async () => undefined;
  await ensureJobRows(db, jobs);
  const running = new Map<string, Promise<void>>();
  let looking: Promise<void> | undefined;
  const start = (job: ScheduledJob) => {
    const run = runJobIfDue(db, job, undefined, { leaseSeconds, onError, onWarning })
      .then(
        () => undefined,
        (error: unknown) => onError(error, job.name),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const poll = async () => {
    const idle = jobs.filter((job) => !running.has(job.name));
    const due = new Set(await dueJobNames(db, idle));
    for (const job of idle) if (due.has(job.name)) start(job);
  };
  const timer = setInterval(() => {
    looking ??= poll()
      .catch((error: unknown) => onError(error))
      .finally(() => {
        looking = undefined;
      });
  }, pollMilliseconds);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await looking;
    await Promise.all(running.values());
  };
};

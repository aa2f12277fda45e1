import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Database, OpenDatabase } from '../../../server/db/database';
import { scheduledJobs } from '../../../server/db/schema';
import {
  jobStates,
  runDueJobs,
  runJobIfDue,
  startScheduler,
  type ScheduledJob,
} from '../../../server/scheduler';
import { ensureJobRows } from '../../../server/scheduler/runJobs';
import { cloneDatabase } from '../support/testApp';

/**
 * The scheduler on the test run's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a due
 * job runs once, a failing one backs off with its error kept, a lease past its time is taken
 * over, and the jobs' state outlives the app.
 */
const HOUR = 3_600_000;
const later = (milliseconds: number) => new Date(Date.now() + milliseconds);

const counted = (name: string, intervalSeconds = 3_600) => {
  const job = {
    name,
    intervalSeconds,
    runs: 0,
    run: async () => {
      job.runs += 1;
    },
  };
  return job;
};

const rowOf = async (db: Database, name: string) => {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row!;
};

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

describe('the scheduler', () => {
  let database: OpenDatabase;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await cloneDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('runs a due job once, however many ask at once, then not before its next run', async () => {
    const { db } = database;
    const job = counted('once');
    await ensureJobRows(db, [job]);
    expect(await runDueJobs(db, [job])).toEqual([]);
    const due = later(HOUR + 1_000);
    const ran = await Promise.all([1, 2, 3, 4].map(() => runDueJobs(db, [job], due)));
    expect(ran.flat()).toEqual(['once']);
    expect(job.runs).toBe(1);
    expect(await runDueJobs(db, [job], due)).toEqual([]);
    const row = await rowOf(db, 'once');
    expect(row).toMatchObject({ runs: 1, failures: 0, lastError: null, leaseUntil: null });
    expect(secondsBetween(due, row.nextRunAt)).toBeCloseTo(3_600, 0);
  });

  it('hands what a job reports as a warning (counts only) to the log, once per run', async () => {
    const { db } = database;
    const job: ScheduledJob = {
      name: 'warns',
      intervalSeconds: 3_600,
      run: async () => ({ queued: 2, notSent: { noChannel: 1 } }),
    };
    await ensureJobRows(db, [job]);
    const warnings: unknown[] = [];
    await runDueJobs(db, [job], later(HOUR + 1_000), {
      onWarning: (warning, jobName) => warnings.push({ jobName, warning }),
    });
    expect(warnings).toEqual([
      { jobName: 'warns', warning: { queued: 2, notSent: { noChannel: 1 } } },
    ]);
  });

  it('keeps a failing job’s error (its message only, cut short) and backs off, then clears it', async () => {
    const { db } = database;
    let failing = true;
    const job: ScheduledJob = {
      name: 'failing',
      intervalSeconds: 10,
      run: async () => {
        if (failing) throw new Error(`relay refused ${'x'.repeat(400)}`);
      },
    };
    await ensureJobRows(db, [job]);
    const first = later(HOUR);
    expect(await runDueJobs(db, [job], first)).toEqual(['failing']);
    let row = await rowOf(db, 'failing');
    expect(row.failures).toBe(1);
    expect(row.lastError).toMatch(/^relay refused x+$/);
    expect(row.lastError).toHaveLength(300);
    expect(secondsBetween(first, row.nextRunAt)).toBeCloseTo(20, 0);
    expect((await jobStates(db)).find((state) => state.name === 'failing')?.status).toBe('failing');

    const second = new Date(row.nextRunAt.getTime() + 1);
    await runDueJobs(db, [job], second);
    row = await rowOf(db, 'failing');
    expect(row.failures).toBe(2);
    expect(secondsBetween(second, row.nextRunAt)).toBeCloseTo(40, 0);

    failing = false;
    const third = new Date(row.nextRunAt.getTime() + 1);
    await runDueJobs(db, [job], third);
    row = await rowOf(db, 'failing');
    expect(row).toMatchObject({ failures: 0, lastError: null, runs: 3 });
    expect(secondsBetween(third, row.nextRunAt)).toBeCloseTo(10, 0);
  });

  it('leaves a leased job alone until its lease has passed, then takes it over', async () => {
    const { db } = database;
    let release: () => void = () => undefined;
    const blocked: ScheduledJob = {
      name: 'leased',
      intervalSeconds: 5,
      run: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const quick = counted('leased', 5);
    await ensureJobRows(db, [blocked]);
    const due = later(HOUR);
    // A server takes the job and hangs (as one killed with -9 would hold it).
    const stuck = runJobIfDue(db, blocked, due, { leaseSeconds: 30 });
    await expect.poll(async () => (await rowOf(db, 'leased')).leaseUntil).not.toBeNull();
    expect(await runDueJobs(db, [quick], due)).toEqual([]);
    expect((await jobStates(db)).find((state) => state.name === 'leased')?.status).toBe('running');

    await db
      .update(scheduledJobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'leased'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await runDueJobs(db, [quick], due)).toEqual(['leased']);
    expect(quick.runs).toBe(1);
    const taken = await rowOf(db, 'leased');
    // The first server, back at last, can no longer write over the run that took its job.
    release();
    expect(await stuck).toBe(true);
    expect(await rowOf(db, 'leased')).toEqual(taken);
    expect(taken).toMatchObject({ runs: 1, leaseUntil: null });
  });

  it('runs jobs on its own polls, never one job twice at once, and stops after the running one', async () => {
    const { db } = database;
    let running = 0;
    let most = 0;
    let finished = 0;
    const job: ScheduledJob = {
      name: 'polled',
      intervalSeconds: 0.02,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 60));
        running -= 1;
        finished += 1;
      },
    };
    const stop = await startScheduler(db, [job], { pollMilliseconds: 10, onError: () => {} });
    await expect.poll(() => finished, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    await stop();
    expect(running).toBe(0);
    expect(most).toBe(1);
    const row = await rowOf(db, 'polled');
    expect(row.intervalSeconds).toBe(1);
    expect(row.runs).toBe(finished);
  });

  it('keeps the jobs’ state when the app restarts on the same database', async () => {
    const first = await buildApp({ database });
    await first.ready();
    const names = first.scheduledJobs.map((job) => job.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'mpesa-sweep',
        'card-sweep',
        'deposit-sweep',
        'booking-holds-expiry',
      ]),
    );
    expect(await runDueJobs(database.db, first.scheduledJobs, later(HOUR * 2))).toEqual(
      expect.arrayContaining(names),
    );
    const before = await jobStates(database.db);
    await first.close();

    const second = await buildApp({ database });
    await second.ready();
    try {
      const after = await jobStates(database.db);
      expect(after).toEqual(before);
      expect(after.find((state) => state.name === 'booking-holds-expiry')?.runs).toBe(1);
    } finally {
      await second.close();
    }
  });
});

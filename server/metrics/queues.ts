import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { MESSAGE_CHANNELS } from '../../registry/messages';
import type { Database } from '../db/database';
import { accountEmails, outboxMessages } from '../db/schema';
import { jobStates } from '../scheduler';
import { type ReadFailure, sharedRead } from './sharedRead';

const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
const JOB_STATUSES = ['running', 'failing', 'idle'] as const;

/**
 * Messages by channel and status across every business, and how long the oldest message due has
 * waited past its attempt time (a worker stopped or a provider down). Counts only.
 */
const readOutbox = (db: Database) =>
  db
    .select({
      channel: outboxMessages.channel,
      status: outboxMessages.status,
      count: sql<number>`count(*)::int`,
      overdueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxMessages.nextAttemptAt})), 0)::float8`,
    })
    .from(outboxMessages)
    .groupBy(outboxMessages.channel, outboxMessages.status);

const readAccountEmails = (db: Database) =>
  db
    .select({ status: accountEmails.status, count: sql<number>`count(*)::int` })
    .from(accountEmails)
    .groupBy(accountEmails.status);

/** The outbox's messages and the account e-mails the same worker delivers; answers its reads. */
export const watchOutbox = (db: Database, registry: Registry, onFailure: ReadFailure) => {
  const outbox = sharedRead('outbox', () => readOutbox(db), onFailure);
  new Gauge({
    name: 'saluni_outbox_messages',
    help: 'Messages of the outbox, by channel and status (every business).',
    labelNames: ['channel', 'status'],
    registers: [registry],
    async collect() {
      const rows = await outbox();
      this.reset();
      if (!rows) return;
      for (const channel of MESSAGE_CHANNELS)
        for (const status of DELIVERY_STATUSES) this.set({ channel, status }, 0);
      for (const row of rows) this.set({ channel: row.channel, status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'saluni_outbox_oldest_due_seconds',
    help: 'How long the oldest pending message has waited past its attempt time, by channel.',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      const rows = await outbox();
      this.reset();
      if (!rows) return;
      for (const channel of MESSAGE_CHANNELS) this.set({ channel }, 0);
      for (const row of rows)
        if (row.status === 'pending')
          this.set({ channel: row.channel }, Math.max(0, row.overdueSeconds));
    },
  });
  const accounts = sharedRead('account-emails', () => readAccountEmails(db), onFailure);
  new Gauge({
    name: 'saluni_account_emails',
    help: 'E-mails about accounts (sign-up links), by status.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await accounts();
      this.reset();
      if (!rows) return;
      for (const status of DELIVERY_STATUSES) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });
  return [outbox, accounts];
};

const seconds = (iso: string) => Date.parse(iso) / 1000;

/** The scheduler's jobs as the owner's view shows them (server/scheduler/jobStates.ts); answers its read. */
export const watchScheduledJobs = (db: Database, registry: Registry, onFailure: ReadFailure) => {
  const jobs = sharedRead('scheduled-jobs', () => jobStates(db), onFailure);
  const perJob = (
    name: string,
    help: string,
    value: (job: Awaited<ReturnType<typeof jobStates>>[number]) => number | undefined,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'],
      registers: [registry],
      async collect() {
        const rows = await jobs();
        this.reset();
        for (const job of rows ?? []) {
          const measured = value(job);
          if (measured !== undefined) this.set({ job: job.name }, measured);
        }
      },
    });
  new Gauge({
    name: 'saluni_scheduled_job_status',
    help: 'Each job’s status: 1 for the one it is in (running while leased, failing after a failed run, else idle).',
    labelNames: ['job', 'status'],
    registers: [registry],
    async collect() {
      const rows = await jobs();
      this.reset();
      for (const job of rows ?? [])
        for (const status of JOB_STATUSES)
          this.set({ job: job.name, status }, job.status === status ? 1 : 0);
    },
  });
  perJob(
    'saluni_scheduled_job_failures',
    'Failed runs in a row (0 after a success).',
    (job) => job.failures,
  );
  perJob(
    'saluni_scheduled_job_runs',
    'Runs finished since the job was first written.',
    (job) => job.runs,
  );
  perJob(
    'saluni_scheduled_job_last_finished_timestamp_seconds',
    'When the job last finished a run (Unix time); absent before its first.',
    (job) => (job.lastFinishedAt ? seconds(job.lastFinishedAt) : undefined),
  );
  perJob(
    'saluni_scheduled_job_next_run_timestamp_seconds',
    'When the job is next due (Unix time).',
    (job) => seconds(job.nextRunAt),
  );
  return [jobs];
};

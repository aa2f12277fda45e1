import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { ScheduledJobsDocument } from '../../../registry/messages';
import type { OpenDatabase } from '../../../server/db/database';
import { outboxMessages } from '../../../server/db/schema';
import { addMember, createBusiness } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { setupTestApp } from '../support/testApp';

const HOUR = 3_600_000;

const queue = (
  database: OpenDatabase,
  businessId: string,
  message: { marketing?: boolean; nextAttemptAt?: Date; attempts?: number; status?: 'sent' },
) =>
  database.db.insert(outboxMessages).values({
    businessId,
    id: uuidv7(),
    channel: 'email',
    recipient: 'client@saluni.test',
    subject: 'Hello',
    body: 'Hello',
    ...message,
  });

describe('GET /v1/scheduled-jobs', () => {
  // Every job of the server runs here, the automatic messages too: the owner sees them all.
  const context = setupTestApp({ scheduler: {} });
  const jobsOf = (cookie: string, businessId: string) =>
    send(context.app, 'GET', withQuery('/v1/scheduled-jobs', { businessId }), { cookie });

  it('shows the owner every job and the business’s own messages still pending', async () => {
    const { businessId, owner } = await createBusiness(context.app, 'Jobs');
    const other = await createBusiness(context.app, 'Other');
    const soon = new Date(Date.now() - 1_000);
    const window = new Date(Date.now() + 10 * HOUR);
    await queue(context.database, businessId, { nextAttemptAt: soon });
    await queue(context.database, businessId, { marketing: true, nextAttemptAt: window });
    // A retry waiting for its back-off is not waiting for the window; a sent one is not pending.
    await queue(context.database, businessId, {
      marketing: true,
      attempts: 1,
      nextAttemptAt: window,
    });
    await queue(context.database, businessId, { status: 'sent' });
    await queue(context.database, other.businessId, { nextAttemptAt: new Date(Date.now() - HOUR) });

    const response = await jobsOf(owner.cookie, businessId);
    expect(response.statusCode).toBe(200);
    const { scheduledJobs } = body<{ scheduledJobs: ScheduledJobsDocument }>(response);
    expect(scheduledJobs.pendingMessages).toEqual({
      count: 3,
      waitingForWindow: 1,
      nextAt: soon.toISOString(),
    });
    const names = scheduledJobs.jobs.map((job) => job.name);
    expect(names).toEqual(expect.arrayContaining(context.app.scheduledJobs.map((job) => job.name)));
    expect(scheduledJobs.jobs.find((job) => job.name === 'booking-holds-expiry')).toMatchObject({
      intervalSeconds: 60,
      status: 'idle',
      failures: 0,
      lastError: null,
    });
  });

  it('is closed to staff without settings.Business read', async () => {
    const { businessId } = await createBusiness(context.app, 'Closed');
    const staff = await addMember(context.app, context.database, businessId, {
      'settings.Business': [],
    });
    expect((await jobsOf(staff.cookie, businessId)).statusCode).toBe(403);
    const reader = await addMember(context.app, context.database, businessId, {
      'settings.Business': ['read'],
    });
    expect((await jobsOf(reader.cookie, businessId)).statusCode).toBe(200);
  });
});

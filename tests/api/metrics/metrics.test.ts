import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import {
  cardPayments,
  mpesaPayments,
  outboxMessages,
  scheduledJobs,
} from '../../../server/db/schema';
import { createBusiness } from '../support/accounts';
import { send, withQuery } from '../support/http';
import { cloneDatabase, setupTestApp, withApp } from '../support/testApp';
import { parseExposition, valueOf } from './exposition';

const TOKEN = 'a-scrape-token-of-the-tests-0123456789';
const context = setupTestApp({ metricsToken: TOKEN });

const scrape = async () => {
  const response = await context.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { text: response.body, samples: parseExposition(response.body), response };
};

const HOUR = 3_600_000;

describe('GET /metrics', () => {
  it('answers Prometheus’s text format: the process, the database and every family typed', async () => {
    const { text, samples, response } = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(text).toContain('# TYPE saluni_http_requests_total counter');
    expect(text).toContain('# TYPE saluni_http_request_duration_seconds histogram');
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    const { kind } = context.database;
    expect(valueOf(samples, 'saluni_database_info', { driver: kind })).toBe(1);
    const poolSize = valueOf(samples, 'saluni_database_pool_max_connections');
    if (kind === 'postgres') {
      expect(poolSize).toBeGreaterThan(0);
      expect(valueOf(samples, 'saluni_database_pool_connections')).toBeGreaterThan(0);
      expect(valueOf(samples, 'saluni_database_pool_waiting_queries')).toBe(0);
    } else {
      // The embedded database is one connection in the process: no pool to show.
      expect(poolSize).toBeUndefined();
    }
    expect(valueOf(samples, 'saluni_metrics_read_failures_total')).toBeUndefined();
  });

  it('counts a request under its declared route, never its ids or query values', async () => {
    const { businessId, owner } = await createBusiness(context.app, 'Counted');
    const clientId = uuidv7();
    const labels = { method: 'GET', route: '/v1/client/:id', status_code: '404' };
    const before = valueOf((await scrape()).samples, 'saluni_http_requests_total', labels) ?? 0;
    const response = await send(
      context.app,
      'GET',
      withQuery(`/v1/client/${clientId}`, { businessId, q: '0712345678' }),
      { cookie: owner.cookie },
    );
    expect(response.statusCode).toBe(404);
    await send(context.app, 'GET', '/v1/no-such-route/0798765432');

    const { text, samples } = await scrape();
    expect(valueOf(samples, 'saluni_http_requests_total', labels)).toBe(before + 1);
    expect(
      valueOf(samples, 'saluni_http_request_duration_seconds_count', labels),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(samples, 'saluni_http_requests_total', { route: '(no route)', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // The business's sign-up and creation, counted by their own routes.
    expect(
      valueOf(samples, 'saluni_http_requests_total', { method: 'POST', route: '/v1/business' }),
    ).toBeGreaterThanOrEqual(1);
    for (const hidden of [clientId, businessId, '0712345678', '0798765432', 'no-such-route'])
      expect(text).not.toContain(hidden);
  });

  it('shows the outbox, the payments and the scheduled jobs as their rows are, across businesses', async () => {
    const { database } = context;
    const first = await createBusiness(context.app, 'Queues');
    const second = await createBusiness(context.app, 'Queues too');
    // Pending ones first due in an hour: no job of the test's app touches them meanwhile.
    const later = new Date(Date.now() + HOUR);
    const message = (businessId: string, values: Partial<typeof outboxMessages.$inferInsert>) => ({
      businessId,
      id: uuidv7(),
      channel: 'sms' as const,
      recipient: '+254712345678',
      body: 'Hello',
      nextAttemptAt: later,
      ...values,
    });
    const { samples: before } = await scrape();
    const outboxCount = (channel: string, status: string) =>
      valueOf(before, 'saluni_outbox_messages', { channel, status }) ?? 0;
    await database.db
      .insert(outboxMessages)
      .values([
        message(first.businessId, {}),
        message(second.businessId, {}),
        message(first.businessId, { channel: 'email', status: 'sent', sentAt: new Date() }),
        message(second.businessId, { channel: 'whatsapp', status: 'failed', attempts: 5 }),
      ]);
    const payment = (businessId: string, status: 'paid' | 'failed' | 'pending') => ({
      businessId,
      id: uuidv7(),
      payableKind: 'order' as const,
      transactionRef: uuidv7(),
      status,
    });
    await database.db.insert(mpesaPayments).values(
      (['paid', 'paid', 'failed'] as const).map((status) => ({
        ...payment(first.businessId, status),
        amount: 500,
        phoneNumber: '+254712345678',
        provider: 'simulator' as const,
        callbackTokenHash: uuidv7(),
      })),
    );
    await database.db.insert(cardPayments).values({
      ...payment(second.businessId, 'pending'),
      amountMinor: 50_000,
      currency: 'KES',
      provider: 'simulator',
    });
    const finished = new Date('2026-11-20T08:00:00Z');
    await database.db
      .update(scheduledJobs)
      .set({ failures: 2, runs: 7, lastFinishedAt: finished, lastError: 'provider down' })
      .where(eq(scheduledJobs.name, 'booking-holds-expiry'));

    const { samples, text } = await scrape();
    expect(valueOf(samples, 'saluni_outbox_messages', { channel: 'sms', status: 'pending' })).toBe(
      outboxCount('sms', 'pending') + 2,
    );
    expect(valueOf(samples, 'saluni_outbox_messages', { channel: 'email', status: 'sent' })).toBe(
      outboxCount('email', 'sent') + 1,
    );
    expect(
      valueOf(samples, 'saluni_outbox_messages', { channel: 'whatsapp', status: 'failed' }),
    ).toBe(outboxCount('whatsapp', 'failed') + 1);
    // Every channel and status is shown, none yet is 0; not due yet is not overdue.
    expect(valueOf(samples, 'saluni_outbox_messages', { channel: 'sms', status: 'failed' })).toBe(
      outboxCount('sms', 'failed'),
    );
    expect(valueOf(samples, 'saluni_outbox_oldest_due_seconds', { channel: 'sms' })).toBe(0);

    const payments = (method: string, status: string) =>
      valueOf(samples, 'saluni_payments', { method, kind: 'order', status });
    expect(payments('m-pesa', 'paid')).toBe(2);
    expect(payments('m-pesa', 'failed')).toBe(1);
    expect(payments('m-pesa', 'pending')).toBe(0);
    expect(payments('card', 'pending')).toBe(1);
    expect(
      valueOf(samples, 'saluni_payments', { method: 'card', kind: 'deposit', status: 'paid' }),
    ).toBe(0);

    const job = { job: 'booking-holds-expiry' };
    expect(valueOf(samples, 'saluni_scheduled_job_status', { ...job, status: 'failing' })).toBe(1);
    expect(valueOf(samples, 'saluni_scheduled_job_status', { ...job, status: 'idle' })).toBe(0);
    expect(valueOf(samples, 'saluni_scheduled_job_failures', job)).toBe(2);
    expect(valueOf(samples, 'saluni_scheduled_job_runs', job)).toBe(7);
    expect(valueOf(samples, 'saluni_scheduled_job_last_finished_timestamp_seconds', job)).toBe(
      finished.getTime() / 1000,
    );
    expect(
      valueOf(samples, 'saluni_scheduled_job_next_run_timestamp_seconds', job),
    ).toBeGreaterThan(0);
    // Counts only: no recipient, business, error text or amount.
    for (const personal of ['+254712345678', '254712345678', first.businessId, 'provider down'])
      expect(text).not.toContain(personal);
  });

  it('shows how long the oldest due message has waited', async () => {
    const { businessId } = await createBusiness(context.app, 'Overdue');
    // An SMS due ten minutes ago that no transport of the test's app can send.
    await context.database.db.insert(outboxMessages).values({
      businessId,
      id: uuidv7(),
      channel: 'sms',
      recipient: '+254712345678',
      body: 'Hello',
      nextAttemptAt: new Date(Date.now() - 600_000),
    });
    const { samples } = await scrape();
    expect(
      valueOf(samples, 'saluni_outbox_oldest_due_seconds', { channel: 'sms' }),
    ).toBeGreaterThanOrEqual(600);
  });

  it('still answers when a read fails: that source’s gauges left empty and the failure counted', async () => {
    await context.database.query('alter table card_payments rename to card_payments_away');
    try {
      const { samples } = await scrape();
      expect(samples.filter((sample) => sample.name === 'saluni_payments')).toEqual([]);
      expect(valueOf(samples, 'saluni_metrics_read_failures_total', { source: 'payments' })).toBe(
        1,
      );
      expect(valueOf(samples, 'saluni_outbox_messages', { channel: 'sms', status: 'sent' })).toBe(
        0,
      );
    } finally {
      await context.database.query('alter table card_payments_away rename to card_payments');
    }
    const { samples } = await scrape();
    expect(
      valueOf(samples, 'saluni_payments', { method: 'card', kind: 'order', status: 'pending' }),
    ).toBe(1);
  });

  it('is refused without the token: a scrape without it, with another, or another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer another-token-of-the-same-size-0123',
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('saluni_');
    }
  });

  it('is not served at all without METRICS_TOKEN, and a token too short stops the server', async () => {
    await withApp({}, async ({ app }) => {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    });
    const { database, drop } = await cloneDatabase();
    try {
      await expect(buildApp({ database, metricsToken: 'short' })).rejects.toThrow(
        /METRICS_TOKEN must be at least 16/,
      );
    } finally {
      await database.close();
      await drop();
    }
  });
});

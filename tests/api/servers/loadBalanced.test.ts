import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client, employee, service } from '../../../registry';
import { sampleRecord } from '../support/records';
import { call, startCluster, waitUntil, type Cluster } from './cluster';
import { writeStream } from './writeStream';

/**
 * Saluni as docs/deploy.md runs it: HAProxy in front of two app servers on one PostgreSQL
 * database (PostgreSQL only: an embedded database belongs to one process). The servers start
 * at the same moment on an empty database, then the scenarios run in order on them.
 */
const template = inject('databaseTemplate');
const KES_100_BUNDLE = { id: '0193a000-0000-7000-8000-000000000100', cost: 100, smsCount: 100 };
const JOURNAL = new URL('../../../server/db/migrations/meta/_journal.json', import.meta.url);

describe.runIf(template.kind === 'postgres')('two app servers behind HAProxy', () => {
  let cluster: Cluster;
  let cookie = '';
  let businessId = '';
  const direct = (index: number) => cluster.servers[index]!.url;

  const one = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await cluster.sql.query<T>(text, params)).rows[0]!;
  const smsBalance = async () =>
    Number(
      (await one('select sms_balance from businesses where id = $1', [businessId])).sms_balance,
    );
  const jobRuns = async (job: string) =>
    Number((await one('select runs from scheduled_jobs where name = $1', [job])).runs);
  const create = async (base: string, route: string, payload: Record<string, unknown>) => {
    const reply = await call(base, 'POST', route, { cookie, body: { ...payload, businessId } });
    expect(reply.status, reply.text).toBe(201);
    return reply.json<Record<string, { _id: string }>>();
  };
  /** A new KES 100 bundle order and its push; answers the push Daraja recorded. */
  const orderAndPush = async (phone: string) => {
    const { smsBundleOrder } = await create(cluster.url, '/v1/sms-bundle-order', {
      smsBundleId: KES_100_BUNDLE.id,
      paymentMethod: 'm-pesa',
    });
    const paid = await call(cluster.url, 'POST', '/mpesa/pay', {
      cookie,
      body: {
        phone_number: phone,
        amount: KES_100_BUNDLE.cost,
        transactionRef: smsBundleOrder!._id,
      },
    });
    expect(paid.status, paid.text).toBe(201);
    return cluster.daraja.pushes.at(-1)!;
  };

  beforeAll(async () => {
    if (template.kind === 'postgres') cluster = await startCluster(template.serverUrl);
  }, 90_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('migrates the empty database once, with both servers starting together', async () => {
    const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] };
    const migrations = await one('select count(*)::int as count from drizzle.__drizzle_migrations');
    expect(migrations.count).toBe(journal.entries.length);
    for (const index of [0, 1])
      expect((await call(direct(index), 'GET', '/healthz')).status).toBe(200);
  });

  it('takes a session made through one server on the other', async () => {
    const email = `owner-${randomBytes(4).toString('hex')}@example.test`;
    const signUp = await call(cluster.url, 'POST', '/v1/auth/signup', {
      body: { fullName: 'Amina Wanjiru', email },
    });
    expect(signUp.status, signUp.text).toBe(202);
    const mail = await one<{ body: string }>(
      'select body from account_emails where recipient = $1',
      [email],
    );
    const token = /\/#\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.body)![1];
    const verified = await call(direct(0), 'POST', '/v1/auth/verify-email', {
      body: { token, password: 'correct horse battery' },
    });
    expect(verified.status, verified.text).toBe(200);
    cookie = verified.session!;
    const business = await call(direct(1), 'POST', '/v1/business', {
      cookie,
      body: { name: 'Salon Kilimani' },
    });
    expect(business.status, business.text).toBe(201);
    businessId = business.json<{ business: { _id: string } }>().business._id;
    // Round robin: four reads through HAProxy reach both servers, each with the one session.
    for (let round = 0; round < 4; round++) {
      const read = await call(cluster.url, 'GET', `/v1/client?businessId=${businessId}`, {
        cookie,
      });
      expect(read.status, read.text).toBe(200);
    }
  });

  it('counts the sign-up limit per visitor behind HAProxy, not per balancer', async () => {
    const signUpFrom = (address: string) =>
      call(cluster.url, 'POST', '/v1/auth/signup', {
        headers: { 'x-forwarded-for': address },
        body: {
          fullName: 'Wanjiku Otieno',
          email: `visitor-${randomBytes(4).toString('hex')}@example.test`,
        },
      });
    // Ten sign-ups an hour per address (DEFAULT_ATTEMPT_LIMITS): one visitor uses them up...
    for (let index = 0; index < 10; index++)
      expect((await signUpFrom('198.51.100.7')).status).toBe(202);
    expect((await signUpFrom('198.51.100.7')).status).toBe(429);
    // ...and another visitor, through the same HAProxy, still signs up.
    expect((await signUpFrom('198.51.100.8')).status).toBe(202);
  });

  it('lets one of ten bookings of one slot, sent to both servers at once, win', async () => {
    const staff = (await create(cluster.url, '/v1/employee', sampleRecord(employee, 1))).employee!;
    const guest = (await create(cluster.url, '/v1/client', sampleRecord(client, 1))).client!;
    const cut = (await create(cluster.url, '/v1/service', sampleRecord(service, 1))).service!;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(direct(index % 2), 'POST', '/v1/appointment', {
          cookie,
          body: {
            businessId,
            clientId: guest._id,
            employeeId: staff._id,
            serviceIds: [cut._id],
            startDate: '2027-03-10T10:00:00+03:00',
            durationInMinutes: 60,
          },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const booked = await one(
      'select count(*)::int as count from appointments where business_id = $1 and employee_id = $2',
      [businessId, staff._id],
    );
    expect(booked.count).toBe(1);
  });

  it('sends every queued e-mail and SMS exactly once', async () => {
    const emails = Array.from({ length: 15 }, (_, index) => `client${index}@example.test`);
    const phones = Array.from({ length: 15 }, (_, index) => `+2547110000${10 + index}`);
    for (const [channel, recipients] of [
      ['email', emails],
      ['sms', phones],
    ] as const)
      for (const recipient of recipients)
        await cluster.sql.query(
          `insert into outbox_messages (id, business_id, channel, recipient, subject, body)
           values ($1, $2, $3, $4, $5, 'Your appointment is tomorrow at 10:00')`,
          [uuidv7(), businessId, channel, recipient, channel === 'email' ? 'Reminder' : null],
        );
    const pending = async () =>
      Number(
        (
          await one(
            `select count(*) as count from outbox_messages where business_id = $1 and status <> 'sent'`,
            [businessId],
          )
        ).count,
      );
    await waitUntil(async () => (await pending()) === 0, 'every message sent');
    // More rounds of both servers' pollers: nothing goes out again.
    const runs = await jobRuns('outbox');
    await waitUntil(async () => (await jobRuns('outbox')) >= runs + 4, 'more outbox rounds');

    const received = cluster.smtp.received.flatMap((mail) => mail.to);
    for (const address of emails) expect(received.filter((to) => to === address)).toHaveLength(1);
    const texted = cluster.sms.sentNumbers();
    for (const phone of phones) expect(texted.filter((to) => to === phone)).toHaveLength(1);
    const attempts = await cluster.sql.query(
      'select distinct attempts from outbox_messages where business_id = $1',
      [businessId],
    );
    expect(attempts.rows).toEqual([{ attempts: 1 }]);
  });

  it('credits an M-Pesa callback delivered to each server once', async () => {
    const push = await orderAndPush('0712345678');
    const before = await smsBalance();
    const route = new URL(push.callbackUrl).pathname;
    const body = cluster.daraja.callbackBody(push, 0);
    const replies = await Promise.all(
      [0, 1, 0, 1].map((index) =>
        fetch(`${direct(index)}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(await smsBalance()).toBe(before + KES_100_BUNDLE.smsCount);
    const payment = await one(
      'select status, receipt from mpesa_payments where checkout_request_id = $1',
      [push.checkoutRequestId],
    );
    expect(payment).toEqual({ status: 'paid', receipt: 'NLJ7RT61SV' });
  });

  it('runs each due M-Pesa sweep on one server: every late payment is asked about once', async () => {
    const before = await smsBalance();
    const pushes = [
      await orderAndPush('0712000001'),
      await orderAndPush('0712000002'),
      await orderAndPush('0712000003'),
    ];
    // Daraja knows the first one paid; the others are still processing when asked, so expire.
    cluster.daraja.setResult(pushes[0]!, 0);
    const ids = pushes.map((push) => push.checkoutRequestId);
    const settled = async () =>
      Number(
        (
          await one(
            `select count(*) as count from mpesa_payments where checkout_request_id = any($1) and status <> 'pending'`,
            [ids],
          )
        ).count,
      );
    await waitUntil(async () => (await settled()) === 3, 'the sweep to settle the payments');
    const runs = await jobRuns('mpesa-sweep');
    await waitUntil(async () => (await jobRuns('mpesa-sweep')) >= runs + 3, 'more sweeps');

    for (const id of ids) {
      const queries = cluster.daraja.requests.filter(
        (request) =>
          request.path === '/mpesa/stkpushquery/v1/query' && request.body?.CheckoutRequestID === id,
      );
      expect(queries).toHaveLength(1);
    }
    const statuses = await cluster.sql.query(
      'select status from mpesa_payments where checkout_request_id = any($1) order by created_at',
      [ids],
    );
    expect(statuses.rows.map((row) => row.status)).toEqual(['paid', 'expired', 'expired']);
    expect(await smsBalance()).toBe(before + KES_100_BUNDLE.smsCount);
    expect(
      await one('select failures from scheduled_jobs where name = $1', ['mpesa-sweep']),
    ).toEqual({ failures: 0 });
  });

  it('loses no acknowledged write when a server is killed with -9 mid-traffic', async () => {
    const victim = cluster.servers[1]!;
    const result = await writeStream({
      writes: 40,
      parallel: 4,
      write: (index) =>
        call(cluster.url, 'POST', '/v1/client', {
          cookie,
          body: { ...sampleRecord(client, 100 + index), businessId },
        }),
      idOf: (reply) => reply.json<{ client: { _id: string } }>().client._id,
      afterAcknowledged: {
        count: 12,
        action: async () => {
          victim.child.kill('SIGKILL');
          await victim.exited;
        },
      },
    });
    expect(result.acknowledgedBeforeAction).toBeGreaterThan(0);
    expect(result.acknowledgedAfterAction).toBeGreaterThan(0);
    expect(result.ids).toHaveLength(40);
    const found = await cluster.sql.query(
      'select id from clients where business_id = $1 and id = any($2)',
      [businessId, result.ids],
    );
    expect(found.rows).toHaveLength(40);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue, MAX_ATTEMPTS, smtpTransport } from '../../../server/outbox/worker';
import {
  accountEmailsTo,
  addMember,
  createBusiness,
  PASSWORD,
  signUpTokenFor,
  uniqueEmail,
  type TestBusiness,
} from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { startSmtpServer } from '../../support/smtpServer';
import { createEmployee, invitationTokenFor, outboxFor } from './support';

const context = setupTestApp();
let business: TestBusiness;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let refusing: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Outbox');
  smtp = await startSmtpServer();
  refusing = await startSmtpServer({ refuse: true });
});
afterAll(async () => {
  await smtp?.close();
  await refusing?.close();
});

const pendingEverywhere = async () =>
  Number(
    (
      await context.database.query(
        `select count(*)::int as n from outbox_messages where status = 'pending'`,
      )
    ).rows[0]!.n,
  );

describe('the outbox worker', () => {
  it('delivers a pending invitation over SMTP and marks it sent', async () => {
    const email = uniqueEmail('mailed');
    await createEmployee(context.app, business.owner.cookie, business.businessId, {
      fullName: 'Mailed Person',
      email,
    });
    const delivered = await deliverDue(context.database.db, {
      email: smtpTransport(smtp.url, 'Saluni <no-reply@saluni.test>'),
    });
    expect(delivered).toBeGreaterThanOrEqual(1);
    const [row] = await outboxFor(context.database, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const message = smtp.received.find((mail) => mail.to.includes(email));
    expect(message?.from).toBe('no-reply@saluni.test');
    expect(message?.raw).toContain('Subject: You are invited to Outbox');
    expect(message?.raw).toContain('/#/invitation/');
    // Sent rows are not sent again.
    const count = smtp.received.length;
    await deliverDue(context.database.db, {
      email: smtpTransport(smtp.url, 'Saluni <no-reply@saluni.test>'),
    });
    expect(smtp.received.length).toBe(count);
  });

  it('delivers sign-up links from the account queue the same way, and no business lists them', async () => {
    const email = uniqueEmail('signing-up');
    expect(
      (
        await send(context.app, 'POST', '/v1/auth/signup', {
          payload: { fullName: 'Signing Up', email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(202);
    await deliverDue(context.database.db, {
      email: smtpTransport(smtp.url, 'Saluni <no-reply@saluni.test>'),
    });
    expect(await smtp.linkToken(email, 'verify-email')).toBe(
      await signUpTokenFor(context.database, email),
    );
    expect(smtp.received.find((mail) => mail.to.includes(email))?.raw).toContain(
      'Subject: Confirm your e-mail address for Saluni',
    );
    expect((await accountEmailsTo(context.database, email))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
    const listed = await send(
      context.app,
      'GET',
      withQuery('/v1/outbox', { businessId: business.businessId, limit: 0 }),
      { cookie: business.owner.cookie },
    );
    expect(listed.body).not.toContain(email);
  });

  it('retries a refused message with backoff, then marks it failed', async () => {
    await deliverDue(context.database.db, { email: smtpTransport(smtp.url, 'x@saluni.test') });
    const email = uniqueEmail('refused');
    await createEmployee(context.app, business.owner.cookie, business.businessId, {
      fullName: 'Refused',
      email,
    });
    const transport = { email: smtpTransport(refusing.url, 'x@saluni.test') };
    await deliverDue(context.database.db, transport);
    const [first] = await outboxFor(context.database, email);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(
      (
        await context.database.query(
          'select last_error from outbox_messages where recipient = $1',
          [email],
        )
      ).rows[0]!.last_error,
    ).toContain('mailbox unavailable');
    // Not due again until its backoff passes.
    await deliverDue(context.database.db, transport);
    expect((await outboxFor(context.database, email))[0]!.attempts).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await context.database.query(
        `update outbox_messages set next_attempt_at = now() where recipient = $1`,
        [email],
      );
      await deliverDue(context.database.db, transport);
    }
    expect((await outboxFor(context.database, email))[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
  });

  it('without a transport for a channel, its rows stay pending', async () => {
    await createEmployee(context.app, business.owner.cookie, business.businessId, {
      fullName: 'Waiting',
      email: uniqueEmail('waiting'),
    });
    const before = await pendingEverywhere();
    expect(await deliverDue(context.database.db, {})).toBe(0);
    expect(await pendingEverywhere()).toBe(before);
  });
});

describe('GET /v1/outbox', () => {
  it('shows owners the business messages, newest first, and refuses staff', async () => {
    const email = uniqueEmail('listed');
    await createEmployee(context.app, business.owner.cookie, business.businessId, {
      fullName: 'Listed',
      email,
    });
    const response = await send(
      context.app,
      'GET',
      withQuery('/v1/outbox', { businessId: business.businessId, limit: 2 }),
      { cookie: business.owner.cookie },
    );
    expect(response.statusCode).toBe(200);
    const page = body<{
      outboxMessagePage: {
        docs: { recipient: string; status: string; channel: string; body: string }[];
        total: number;
        limit: number;
      };
    }>(response).outboxMessagePage;
    expect(page.docs[0]).toMatchObject({ recipient: email, status: 'pending', channel: 'email' });
    const token = await invitationTokenFor(context.database, email);
    expect(response.body).not.toContain(token);
    expect(page.docs[0]!.body).toContain('[private link, sent only to the recipient]');
    expect(response.body).not.toContain('/#/invitation');
    expect(page.limit).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(4);

    const staff = await addMember(context.app, context.database, business.businessId, {
      'employees.All Employees': ['read', 'create', 'update', 'delete'],
    });
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery('/v1/outbox', { businessId: business.businessId }),
          { cookie: staff.cookie },
        )
      ).statusCode,
    ).toBe(403);
    const other = await createBusiness(context.app, 'Not Mine');
    expect(
      (
        await send(context.app, 'GET', withQuery('/v1/outbox', { businessId: other.businessId }), {
          cookie: business.owner.cookie,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery('/v1/outbox', { businessId: business.businessId, page: 0 }),
          { cookie: business.owner.cookie },
        )
      ).statusCode,
    ).toBe(400);
  });
});

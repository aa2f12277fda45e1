import { describe, expect, it } from 'vitest';
import type { ReadAheadReply } from '../../../registry/readAhead';
import { instantOf, localDate } from '../../../server/tenancy/zonedTime';
import { addMember, createBusiness, PASSWORD } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

const readAhead = (cookie: string | undefined, query: Record<string, string | undefined>) =>
  send(context.app, 'GET', withQuery('/v1/session/start', query), { cookie });

const repliesOf = async (cookie: string, query: Record<string, string | undefined>) => {
  const response = await readAhead(cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ readAhead: ReadAheadReply[] }>(response).readAhead;
};

describe('GET /v1/session/start', () => {
  it('answers the user and the dashboard’s first reads, each as its own call answers it', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const replies = await repliesOf(owner.cookie, { businessId, page: 'dashboard' });
    expect(replies.map(({ path }) => path)).toEqual([
      '/v1/user',
      '/v1/report/overview',
      '/v1/first-run',
      '/v1/tax-invoices/attention',
      '/v1/appointment',
    ]);
    for (const reply of replies) {
      const direct = await send(context.app, 'GET', withQuery(reply.path, reply.query), {
        cookie: owner.cookie,
      });
      expect(direct.statusCode).toBe(200);
      expect(reply.body, reply.path).toEqual(body(direct));
    }
  });

  it('answers the client list’s first page and its category choices, as the list asks for them', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const created = await send(context.app, 'POST', '/v1/client', {
      cookie: owner.cookie,
      payload: {
        businessId,
        fullName: 'Amina Otieno',
        email: 'amina@example.com',
        gender: 'Female',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const replies = await repliesOf(owner.cookie, { businessId, page: 'client' });
    expect(replies.map(({ path, query }) => [path, query])).toEqual([
      ['/v1/user', {}],
      ['/v1/client', { businessId, page: '1', limit: '10', sort: '-createdAt' }],
      ['/v1/client/category', { businessId, page: '1', limit: '25', sort: 'category_name' }],
    ]);
    for (const reply of replies.slice(1)) {
      const direct = await send(context.app, 'GET', withQuery(reply.path, reply.query), {
        cookie: owner.cookie,
      });
      expect(reply.body, reply.path).toEqual(body(direct));
    }
    expect(JSON.stringify(replies[1]!.body)).toContain('Amina Otieno');
  });

  it('reads the day’s appointments for today on the business’s clock', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const zone = 'Australia/Sydney';
    const update = await send(context.app, 'PUT', `/v1/business/${businessId}`, {
      cookie: owner.cookie,
      payload: { timezone: zone },
    });
    expect(update.statusCode, update.body).toBe(200);
    const replies = await repliesOf(owner.cookie, { businessId, page: 'dashboard' });
    const day = replies.find(({ path }) => path === '/v1/appointment');
    const today = localDate(new Date(), zone);
    expect(day?.query).toMatchObject({
      businessId,
      startDate: instantOf(`${today}T00:00:00`, zone).toISOString(),
      limit: '0',
    });
    const hours = (Date.parse(day!.query.endDate!) - Date.parse(day!.query.startDate!)) / 3_600_000;
    expect([23, 24, 25]).toContain(hours);
  });

  it('answers only the user without a page, and uses the first business for one not the user’s', async () => {
    const { owner } = await createBusiness(context.app);
    const other = await createBusiness(context.app, 'Other');
    expect((await repliesOf(owner.cookie, {})).map(({ path }) => path)).toEqual(['/v1/user']);
    const replies = await repliesOf(owner.cookie, {
      businessId: other.businessId,
      page: 'dashboard',
    });
    expect(replies.every(({ query }) => query.businessId !== other.businessId)).toBe(true);
    expect(replies).toHaveLength(5);
  });

  it('leaves out what the member’s role may not read, which the app then asks for itself', async () => {
    const { businessId } = await createBusiness(context.app);
    const member = await addMember(context.app, context.database, businessId, {});
    const paths = (await repliesOf(member.cookie, { businessId, page: 'dashboard' })).map(
      ({ path }) => path,
    );
    expect(paths).toContain('/v1/user');
    expect(paths).not.toContain('/v1/tax-invoices/attention');
    const direct = await send(
      context.app,
      'GET',
      withQuery('/v1/tax-invoices/attention', { businessId }),
      { cookie: member.cookie },
    );
    expect(direct.statusCode).toBe(403);
  });

  it('refuses an unknown page or query key with a field message, and a caller signed out', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const unknownPage = await readAhead(owner.cookie, { businessId, page: 'kitchen' });
    expect(unknownPage.statusCode).toBe(422);
    expect(body<ErrorBody>(unknownPage).error.fields?.page).toMatch(/dashboard/);
    const unknownKey = await readAhead(owner.cookie, { businessId, colour: 'red' });
    expect(unknownKey.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknownKey.statusCode).toBeLessThan(500);
    expect((await readAhead(undefined, { page: 'dashboard' })).statusCode).toBe(401);
  });
});

describe('POST /v1/auth/login with a page to read ahead', () => {
  const signIn = (email: string, readAhead?: unknown) =>
    send(context.app, 'POST', '/v1/auth/login', {
      payload: { email, password: PASSWORD, ...(readAhead !== undefined && { readAhead }) },
    });

  it('answers the user and the page’s first reads, made with the session it starts', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const response = await signIn(owner.email, { page: 'client', businessId });
    expect(response.statusCode, response.body).toBe(200);
    const reply = body<{ user: { email: string }; readAhead: ReadAheadReply[] }>(response);
    expect(reply.user.email).toBe(owner.email);
    expect(reply.readAhead.map(({ path }) => path)).toEqual(['/v1/client', '/v1/client/category']);
    const cookie = String(response.headers['set-cookie'])
      .split(/,(?=\s*\w+=)/)
      .map((part) => part.split(';')[0]!.trim())
      .join('; ');
    for (const read of reply.readAhead) {
      const direct = await send(context.app, 'GET', withQuery(read.path, read.query), { cookie });
      expect(read.body, read.path).toEqual(body(direct));
    }
  });

  it('answers the user alone without a page, and refuses a page it does not know', async () => {
    const { owner } = await createBusiness(context.app);
    const plain = await signIn(owner.email);
    expect(Object.keys(body<object>(plain))).toEqual(['user']);
    for (const readAhead of [{ page: 'kitchen' }, 'client', { page: 'client', businessId: 'x' }]) {
      const refused = await signIn(owner.email, readAhead);
      expect(refused.statusCode, JSON.stringify(readAhead)).toBe(422);
      expect(body<ErrorBody>(refused).error.fields).toBeDefined();
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
  });
});

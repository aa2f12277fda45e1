import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyDocument, ApiKeyScope, CreatedApiKey } from '../../../registry/apiKeys';
import { apiKeys } from '../../../server/db/schema';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { setupTestApp } from '../support/testApp';

const CALLS_PER_WINDOW = 20;
const context = setupTestApp({ apiKeyRateLimit: { max: CALLS_PER_WINDOW, timeWindow: 60_000 } });
let salon: TestBusiness;
let other: TestBusiness;

const JOB_TITLES: ApiKeyScope = { module: 'employees Job Title', actions: ['read', 'create'] };

const createKey = async (scopes: ApiKeyScope[] = [JOB_TITLES], owner = salon) => {
  const response = await send(context.app, 'POST', '/v1/api-key', {
    cookie: owner.owner.cookie,
    payload: { businessId: owner.businessId, name: 'Front desk kiosk', scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ apiKey: CreatedApiKey }>(response).apiKey;
};

/** A server-to-server call: the key, no cookie and no Origin, as another program sends it. */
const withKey = (
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  context.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload && { payload }),
  });

const jobTitles = (businessId = salon.businessId) => withQuery('/v1/job-title', { businessId });

beforeAll(async () => {
  salon = await createBusiness(context.app, 'Keys');
  other = await createBusiness(context.app, 'Other');
});

describe('API keys', () => {
  it('shows the key once at creation and keeps only its hash and first characters', async () => {
    const created = await createKey();
    expect(created.key).toMatch(/^slk_live_[\w-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const [row] = await context.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, created._id));
    expect(row!.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await send(context.app, 'GET', `/v1/api-key?businessId=${salon.businessId}`, {
      cookie: salon.owner.cookie,
    });
    const listed = body<{ apiKeys: ApiKeyDocument[] }>(list).apiKeys;
    expect(listed.find((key) => key._id === created._id)).toMatchObject({
      name: 'Front desk kiosk',
      prefix: created.prefix,
      scopes: [JOB_TITLES],
      createdBy: salon.owner.id,
      revokedAt: null,
    });
    expect(list.body).not.toContain(created.key);
  });

  it('reads and writes within its scopes and business, without a cookie or an Origin', async () => {
    const { key, _id } = await createKey();
    const created = await withKey(key, 'POST', '/v1/job-title', {
      businessId: salon.businessId,
      name: 'Colourist',
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await withKey(key, 'GET', jobTitles());
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Colourist');
    const [row] = await context.database.db.select().from(apiKeys).where(eq(apiKeys.id, _id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('is refused outside its scopes, on another business and on calls that need a person', async () => {
    const { key } = await createKey([{ module: 'employees Job Title', actions: ['read'] }]);
    const refusals = await Promise.all([
      withKey(key, 'POST', '/v1/job-title', { businessId: salon.businessId, name: 'Barber' }),
      withKey(key, 'GET', withQuery('/v1/client', { businessId: salon.businessId })),
      withKey(key, 'GET', jobTitles(other.businessId)),
      withKey(key, 'GET', '/v1/user'),
      withKey(key, 'GET', withQuery('/v1/api-key', { businessId: salon.businessId })),
    ]);
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(403);
      expect(body<ErrorBody>(response).error.message).toMatch(/API key/);
    }
  });

  it('an unknown or revoked key is refused at once with 401', async () => {
    const { key, _id } = await createKey();
    expect((await withKey(key, 'GET', jobTitles())).statusCode).toBe(200);
    const revoked = await send(
      context.app,
      'DELETE',
      withQuery(`/v1/api-key/${_id}`, { businessId: salon.businessId }),
      { cookie: salon.owner.cookie },
    );
    expect(body<{ apiKey: ApiKeyDocument }>(revoked).apiKey.revokedAt).not.toBeNull();
    expect((await withKey(key, 'GET', jobTitles())).statusCode).toBe(401);
    expect((await withKey(`${key}x`, 'GET', jobTitles())).statusCode).toBe(401);
  });

  it('counts each key apart and answers 429 past its limit', async () => {
    const { key } = await createKey();
    const { key: otherKey } = await createKey();
    for (let call = 0; call < CALLS_PER_WINDOW; call++)
      expect((await withKey(key, 'GET', jobTitles())).statusCode).toBe(200);
    const refused = await withKey(key, 'GET', jobTitles());
    expect(refused.statusCode).toBe(429);
    expect(body<ErrorBody>(refused).error.code).toBe('TOO_MANY_REQUESTS');
    expect((await withKey(otherKey, 'GET', jobTitles())).statusCode).toBe(200);
  });

  it('a key with a cookie from another site is still refused by the origin check', async () => {
    const { key } = await createKey();
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/job-title',
      headers: {
        authorization: `Bearer ${key}`,
        cookie: salon.owner.cookie,
        origin: 'https://elsewhere.example',
      },
      payload: { businessId: salon.businessId, name: 'Stylist' },
    });
    expect(response.statusCode).toBe(403);
    expect(body<ErrorBody>(response).error.code).toBe('CSRF');
  });

  it('bad input is a 422 with field messages and makes no key', async () => {
    const before = await context.database.db.$count(apiKeys);
    const cases = [
      { name: ' ', scopes: [JOB_TITLES] },
      { name: 'Kiosk', scopes: [] },
      { name: 'Kiosk', scopes: [{ module: 'nowhere', actions: ['read'] }] },
      { name: 'Kiosk', scopes: [{ module: 'employees Job Title', actions: ['fly'] }] },
      { name: 'Kiosk', scopes: [JOB_TITLES, JOB_TITLES] },
      { name: 'Kiosk', scopes: 'everything' },
    ];
    for (const payload of cases) {
      const response = await send(context.app, 'POST', '/v1/api-key', {
        cookie: salon.owner.cookie,
        payload: { businessId: salon.businessId, ...payload },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(body<ErrorBody>(response).error.fields ?? {})).not.toHaveLength(0);
    }
    expect(await context.database.db.$count(apiKeys)).toBe(before);
  });

  it('staff cannot manage keys, whatever their permissions; admins can', async () => {
    const staff = await addMember(context.app, context.database, salon.businessId, {
      'settings.Business': ['read', 'create', 'update', 'delete'],
    });
    const admin = await addMember(context.app, context.database, salon.businessId, {}, 'admin');
    const payload = { businessId: salon.businessId, name: 'Staff key', scopes: [JOB_TITLES] };
    const list = withQuery('/v1/api-key', { businessId: salon.businessId });
    expect(
      (await send(context.app, 'POST', '/v1/api-key', { cookie: staff.cookie, payload }))
        .statusCode,
    ).toBe(403);
    expect((await send(context.app, 'GET', list, { cookie: staff.cookie })).statusCode).toBe(403);
    expect(
      (await send(context.app, 'POST', '/v1/api-key', { cookie: admin.cookie, payload }))
        .statusCode,
    ).toBe(201);
  });

  it("another business's key cannot be revoked", async () => {
    const { _id } = await createKey([JOB_TITLES], other);
    const response = await send(
      context.app,
      'DELETE',
      withQuery(`/v1/api-key/${_id}`, { businessId: salon.businessId }),
      { cookie: salon.owner.cookie },
    );
    expect(response.statusCode).toBe(404);
  });
});

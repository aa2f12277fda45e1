import { beforeAll, describe, expect, it } from 'vitest';
import { client, membership, service } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

type ClientMembership = {
  _id: string;
  startDate: string;
  endDate: string | null;
  status: string;
  price: number;
  membershipName: string;
} & Record<string, unknown>;
type Verify = {
  valid: boolean;
  reason?: string;
  message?: string;
  clientMembership?: ClientMembership;
};

const context = setupTestApp();
let business: TestBusiness;
let n = 0;
const owner = () => business.owner.cookie;
const postJson = (
  url: string,
  payload: Record<string, unknown>,
  cookie = owner(),
  businessId = business.businessId,
) => send(context.app, 'POST', url, { cookie, payload: { businessId, ...payload } });
const newClient = async () =>
  (await createRecord(context.app, owner(), client, business.businessId, sampleRecord(client, ++n)))
    ._id;
const newMembership = async (extra: Record<string, unknown> = {}) =>
  (
    await createRecord(context.app, owner(), membership, business.businessId, {
      name: `Programme ${++n}`,
      price: { weekly: 1500, monthly: 5000 },
      ...extra,
    })
  )._id;
const hold = async (payload: Record<string, unknown>) => {
  const response = await postJson('/v1/membership/client', payload);
  expect(response.statusCode, response.body).toBe(201);
  return body<{ clientMembership: ClientMembership }>(response).clientMembership;
};
const verify = async (payload: Record<string, unknown>) => {
  const response = await postJson('/v1/membership-session/verify', payload);
  expect(response.statusCode, response.body).toBe(200);
  return body<Verify>(response);
};

beforeAll(async () => {
  business = await createBusiness(context.app, 'Sessions');
});

describe('client memberships', () => {
  it.each([
    [{ value: 1, duration_type: 'month' }, 1, '2026-01-01', '2026-01-31'],
    [{ value: 1, duration_type: 'month' }, 1, '2026-01-31', '2026-02-28'],
    [{ value: 1, duration_type: 'month' }, 3, '2026-01-31', '2026-04-30'],
    [{ value: 2, duration_type: 'week' }, 1, '2026-03-02', '2026-03-15'],
    [{ value: 10, duration_type: 'day' }, 2, '2026-02-25', '2026-03-16'],
    [{ value: 1, duration_type: 'year' }, 1, '2028-02-29', '2029-02-28'],
    [null, 4, '2026-01-01', null],
  ])('duration %j times %i from %s ends on %s', async (duration, periods, startDate, endDate) => {
    const membershipId = await newMembership({ duration });
    const held = await hold({
      clientId: await newClient(),
      membershipId,
      frequency: 'weekly',
      startDate,
      periods,
    });
    expect(held).toMatchObject({
      membershipId,
      frequency: 'weekly',
      price: 1500,
      periods,
      startDate,
      endDate,
    });
  });

  it('starts today in the business time zone by default, one period, active', async () => {
    const held = await hold({
      clientId: await newClient(),
      membershipId: await newMembership({ duration: { value: 1, duration_type: 'month' } }),
      frequency: 'monthly',
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
      new Date(),
    );
    expect(held).toMatchObject({ startDate: today, periods: 1, price: 5000, status: 'active' });
  });

  it.each([
    [
      'a frequency the programme does not price',
      { frequency: 'yearly' },
      'frequency',
      'This membership has no price for that frequency',
    ],
    [
      'an unknown frequency',
      { frequency: 'hourly' },
      'frequency',
      'Must be one of daily, weekly, monthly, quarterly, yearly',
    ],
    ['no client', { clientId: undefined }, 'clientId', 'Client is required'],
    [
      'an unknown client',
      { clientId: '01890a5d-ac96-774b-bcce-b302099a8057' },
      'clientId',
      'Not found in this business',
    ],
    [
      'an impossible start',
      { startDate: '2026-02-30' },
      'startDate',
      'Must be a date (YYYY-MM-DD)',
    ],
    [
      'a start after 2999',
      { startDate: '9999-12-31' },
      'startDate',
      'Must be a date from 1900-01-01 to 2999-12-31',
    ],
    ['zero periods', { periods: 0 }, 'periods', 'Must be at least 1'],
    ['an unknown field', { colour: 'red' }, 'colour', 'Unknown field'],
  ])('refuses %s with 422 and writes nothing', async (_case, change, field, message) => {
    const payload = {
      clientId: await newClient(),
      membershipId: await newMembership(),
      frequency: 'weekly',
      ...change,
    };
    const before = await snapshot(context.database, business.businessId);
    const response = await postJson('/v1/membership/client', payload);
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields?.[field]).toBe(message);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('refuses periods that would run past 2999-12-31 with 422 on periods, and writes nothing', async () => {
    const [clientId, membershipId] = [
      await newClient(),
      await newMembership({ duration: { value: 120, duration_type: 'year' } }),
    ];
    const before = await snapshot(context.database, business.businessId);
    for (const periods of [120, 9]) {
      const response = await postJson('/v1/membership/client', {
        clientId,
        membershipId,
        frequency: 'weekly',
        startDate: '2026-01-01',
        periods,
      });
      expect(response.statusCode, `${periods}: ${response.body}`).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({
        periods: 'The membership would run past 2999-12-31',
      });
    }
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
    expect(
      await hold({
        clientId,
        membershipId,
        frequency: 'weekly',
        startDate: '2026-01-01',
        periods: 8,
      }),
    ).toMatchObject({ endDate: '2985-12-31' });
  });

  it('lists a client memberships as clientMembershipPage, and cancels once', async () => {
    const clientId = await newClient();
    const held = await hold({
      clientId,
      membershipId: await newMembership(),
      frequency: 'weekly',
      startDate: '2026-01-01',
    });
    const page = await send(
      context.app,
      'GET',
      withQuery('/v1/membership/client', { businessId: business.businessId, clientId }),
      { cookie: owner() },
    );
    expect(
      body<{ clientMembershipPage: { docs: ClientMembership[]; total: number } }>(page)
        .clientMembershipPage,
    ).toMatchObject({
      total: 1,
      docs: [{ _id: held._id }],
    });
    const cancel = () => postJson(`/v1/membership/client/${held._id}/cancel`, {});
    expect(
      body<{ clientMembership: ClientMembership }>(await cancel()).clientMembership.status,
    ).toBe('cancelled');
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This membership is already cancelled',
    });
  });
});

describe('verify and sessions', () => {
  let cutId: string;
  let colourId: string;
  beforeAll(async () => {
    cutId = (
      await createRecord(context.app, owner(), service, business.businessId, {
        ...sampleRecord(service, 1),
        name: 'Cut',
      })
    )._id;
    colourId = (
      await createRecord(context.app, owner(), service, business.businessId, {
        ...sampleRecord(service, 2),
        name: 'Colour',
      })
    )._id;
  });

  it('covers a visit inside the dates for a listed service, and for any service when none is listed', async () => {
    const clientId = await newClient();
    const held = await hold({
      clientId,
      membershipId: await newMembership({
        duration: { value: 1, duration_type: 'month' },
        serviceIds: [cutId],
      }),
      frequency: 'monthly',
      startDate: '2026-03-01',
    });
    // 31 March 23:30 in Nairobi is 20:30 UTC: still March, still covered.
    expect(
      await verify({ clientId, serviceId: cutId, date: '2026-03-31T20:30:00Z' }),
    ).toMatchObject({ valid: true, clientMembership: { _id: held._id } });
    expect(
      await verify({ clientId, serviceId: cutId, date: '2026-03-31T21:30:00Z' }),
    ).toMatchObject({
      valid: false,
      reason: 'expired',
      message: 'The membership has expired',
    });
    expect(
      await verify({ clientId, serviceId: cutId, date: '2026-02-28T12:00:00Z' }),
    ).toMatchObject({ valid: false, reason: 'not_started' });
    expect(
      await verify({ clientId, serviceId: colourId, date: '2026-03-10T12:00:00Z' }),
    ).toMatchObject({ valid: false, reason: 'service_not_covered' });
    expect(await verify({ clientId, date: '2026-03-10T12:00:00Z' })).toMatchObject({ valid: true });

    const anyService = await newClient();
    await hold({
      clientId: anyService,
      membershipId: await newMembership(),
      frequency: 'weekly',
      startDate: '2026-01-01',
    });
    expect(
      await verify({ clientId: anyService, serviceId: colourId, date: '2030-01-01T12:00:00Z' }),
    ).toMatchObject({ valid: true });
  });

  it('reports no membership, and a cancelled one', async () => {
    const clientId = await newClient();
    expect(await verify({ clientId })).toMatchObject({
      valid: false,
      reason: 'no_membership',
      message: 'The client holds no membership',
    });
    const held = await hold({
      clientId,
      membershipId: await newMembership(),
      frequency: 'weekly',
      startDate: '2026-01-01',
    });
    await postJson(`/v1/membership/client/${held._id}/cancel`, {});
    expect(await verify({ clientId, date: '2026-06-01T12:00:00Z' })).toMatchObject({
      valid: false,
      reason: 'cancelled',
    });
  });

  it('records a covered session and lists it in membershipSessionPage; an uncovered one is 409 and not recorded', async () => {
    const clientId = await newClient();
    const held = await hold({
      clientId,
      membershipId: await newMembership({ serviceIds: [cutId] }),
      frequency: 'weekly',
      startDate: '2026-01-01',
    });
    const recorded = await postJson('/v1/membership-session', {
      clientId,
      serviceId: cutId,
      sessionAt: '2026-05-05T09:00:00Z',
      notes: 'Trim',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const session = body<{ membershipSession: Record<string, unknown> }>(
      recorded,
    ).membershipSession;
    expect(session).toMatchObject({
      clientId,
      clientMembershipId: held._id,
      serviceId: cutId,
      serviceName: 'Cut',
      sessionAt: '2026-05-05T09:00:00.000Z',
      notes: 'Trim',
    });

    const before = await snapshot(context.database, business.businessId);
    const refused = await postJson('/v1/membership-session', {
      clientId,
      serviceId: colourId,
      sessionAt: '2026-05-05T09:00:00Z',
    });
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorBody>(refused).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'The membership does not cover this service',
    });
    expect(await snapshot(context.database, business.businessId)).toEqual(before);

    const page = await send(
      context.app,
      'GET',
      withQuery('/v2/membership-session', { businessId: business.businessId, clientId }),
      { cookie: owner() },
    );
    expect(page.statusCode).toBe(200);
    const sessionPage = body<{
      membershipSessionPage: {
        docs: Record<string, unknown>[];
        total: number;
        limit: number;
        page: number;
        pages: number;
        sort: unknown;
      };
    }>(page).membershipSessionPage;
    expect(sessionPage).toMatchObject({
      total: 1,
      limit: 10,
      page: 1,
      pages: 1,
      sort: { sessionAt: -1 },
    });
    expect(sessionPage.docs[0]).toMatchObject({
      _id: session._id,
      clientName: expect.any(String),
      membershipName: expect.stringContaining('Programme'),
    });
  });

  it.each([
    ['an unknown query parameter', { colour: 'red' }],
    ['a bad client id', { clientId: 'abc' }],
    ['page 0', { page: '0' }],
  ])('the session list refuses %s with 400', async (_case, query) => {
    const response = await send(
      context.app,
      'GET',
      withQuery('/v2/membership-session', { businessId: business.businessId, ...query }),
      { cookie: owner() },
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses a malformed visit time and a service of another business with 422', async () => {
    const clientId = await newClient();
    expect(
      (await postJson('/v1/membership-session/verify', { clientId, date: 'tomorrow' })).statusCode,
    ).toBe(422);
    const other = await createBusiness(context.app, 'Other sessions');
    const foreign = await createRecord(context.app, other.owner.cookie, service, other.businessId, {
      ...sampleRecord(service, 3),
      name: 'Foreign',
    });
    const response = await postJson('/v1/membership-session', { clientId, serviceId: foreign._id });
    expect(body<ErrorBody>(response).error.fields).toEqual({
      serviceId: 'Not found in this business',
    });
  });
});

describe('tenancy and permissions', () => {
  it('another business, signed out and staff without the permission are refused before anything is written', async () => {
    const clientId = await newClient();
    const membershipId = await newMembership();
    const other = await createBusiness(context.app, 'Intruder');
    const staffReadOnly = await addMember(context.app, context.database, business.businessId, {
      'memberships.Memberships': ['read'],
    });
    const staffNone = await addMember(context.app, context.database, business.businessId);
    const before = await snapshot(context.database, business.businessId);
    const cases: [string, Record<string, unknown>, string | undefined, number][] = [
      [
        '/v1/membership/client',
        { clientId, membershipId, frequency: 'weekly' },
        other.owner.cookie,
        403,
      ],
      [
        '/v1/membership/client',
        { clientId, membershipId, frequency: 'weekly' },
        staffReadOnly.cookie,
        403,
      ],
      ['/v1/membership/client', { clientId, membershipId, frequency: 'weekly' }, undefined, 401],
      ['/v1/membership-session', { clientId }, staffReadOnly.cookie, 403],
      ['/v1/membership-session/verify', { clientId }, staffNone.cookie, 403],
      ['/v1/membership-session/verify', { clientId }, other.owner.cookie, 403],
    ];
    for (const [url, payload, cookie, status] of cases) {
      const response = await send(context.app, 'POST', url, {
        cookie,
        payload: { businessId: business.businessId, ...payload },
      });
      expect(response.statusCode, `${url} ${status}`).toBe(status);
    }
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery('/v2/membership-session', { businessId: business.businessId }),
          { cookie: staffNone.cookie },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery('/v2/membership-session', { businessId: business.businessId }),
          { cookie: staffReadOnly.cookie },
        )
      ).statusCode,
    ).toBe(200);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('a client of another business is not found through this business', async () => {
    const other = await createBusiness(context.app, 'Other clients');
    const foreignClient = await createRecord(
      context.app,
      other.owner.cookie,
      client,
      other.businessId,
      sampleRecord(client, 900),
    );
    const response = await postJson('/v1/membership/client', {
      clientId: foreignClient._id,
      membershipId: await newMembership(),
      frequency: 'weekly',
    });
    expect(body<ErrorBody>(response).error.fields).toEqual({
      clientId: 'Not found in this business',
    });
    const cancelForeign = await postJson(`/v1/membership/client/${foreignClient._id}/cancel`, {});
    expect(cancelForeign.statusCode).toBe(404);
  });
});

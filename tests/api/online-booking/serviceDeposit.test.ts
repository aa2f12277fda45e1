import { beforeAll, describe, expect, it } from 'vitest';
import { employee } from '../../../registry';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
type Doc = Record<string, unknown> & { _id: string };

const PRICING = [
  { name: 'Short hair', price: 1500, durationInMinutes: 30 },
  { name: 'Long hair', price: 2500.5, durationInMinutes: 60 },
];

let home: TestBusiness;

const post = (payload: Record<string, unknown>) =>
  send(context.app, 'POST', '/v1/service', {
    cookie: home.owner.cookie,
    payload: { businessId: home.businessId, name: 'Cut', advancedPricing: PRICING, ...payload },
  });
const put = (id: string, payload: Record<string, unknown>) =>
  send(context.app, 'PUT', `/v1/service/${id}`, {
    cookie: home.owner.cookie,
    payload: { businessId: home.businessId, ...payload },
  });

beforeAll(async () => {
  home = await createBusiness(context.app, 'Deposits');
});

describe('a service’s online booking fields', () => {
  it('starts bookable online with no deposit', async () => {
    const created = await post({});
    expect(created.statusCode, created.body).toBe(201);
    expect(body<{ service: Doc }>(created).service).toMatchObject({
      bookableOnline: true,
      depositRule: null,
    });
  });

  it.each([
    { kind: 'fixed', amount: 500, appliesTo: 'everyone' },
    { kind: 'fixed', amount: 1500, appliesTo: 'newClients' },
    { kind: 'percent', amount: 1, appliesTo: 'everyone' },
    { kind: 'percent', amount: 100, appliesTo: 'newClients' },
  ])('stores and answers the rule %j', async (depositRule) => {
    const created = await post({ depositRule, bookableOnline: false });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = body<{ service: Doc }>(created).service;
    const read = await send(
      context.app,
      'GET',
      withQuery(`/v1/service/${_id}`, { businessId: home.businessId }),
      { cookie: home.owner.cookie },
    );
    expect(body<{ service: Doc }>(read).service).toMatchObject({
      depositRule,
      bookableOnline: false,
    });
  });

  it.each([
    [
      { kind: 'percent', amount: 0, appliesTo: 'everyone' },
      'The percentage must be a whole number from 1 to 100',
    ],
    [
      { kind: 'percent', amount: 101, appliesTo: 'everyone' },
      'The percentage must be a whole number from 1 to 100',
    ],
    [
      { kind: 'percent', amount: 12.5, appliesTo: 'everyone' },
      'The percentage must be a whole number from 1 to 100',
    ],
    [{ kind: 'fixed', amount: 0, appliesTo: 'everyone' }, 'The deposit must be an amount above 0'],
    [
      { kind: 'fixed', amount: 1500.01, appliesTo: 'everyone' },
      'The deposit cannot be more than the lowest price of the service',
    ],
    [
      { kind: 'fixed', amount: 10.001, appliesTo: 'everyone' },
      'Must be an amount of at least 0 with at most two decimals',
    ],
    [{ kind: 'share', amount: 10, appliesTo: 'everyone' }, 'Choose a fixed amount or a percentage'],
    [{ kind: 'fixed', amount: 10, appliesTo: 'friends' }, 'Choose who pays the deposit'],
    [{ kind: 'fixed', amount: 10, appliesTo: 'everyone', extra: 1 }, 'Unknown field'],
    ['20%', 'Choose no deposit, a fixed amount or a percentage'],
  ])(
    'refuses the rule %j with a field message and stores nothing',
    async (depositRule, message) => {
      const before = await snapshot(context.database, home.businessId);
      const refused = await post({ depositRule });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(body<ErrorBody>(refused).error.fields?.depositRule).toBe(message);
      expect(await snapshot(context.database, home.businessId)).toEqual(before);
    },
  );

  it('checks an update against the stored prices, and a price change against the stored rule', async () => {
    const created = await post({});
    const { _id } = body<{ service: Doc }>(created).service;
    const before = await snapshot(context.database, home.businessId);
    const tooMuch = await put(_id, {
      depositRule: { kind: 'fixed', amount: 2000, appliesTo: 'everyone' },
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(body<ErrorBody>(tooMuch).error.fields?.depositRule).toBe(
      'The deposit cannot be more than the lowest price of the service',
    );
    expect(await snapshot(context.database, home.businessId)).toEqual(before);

    const fits = await put(_id, {
      depositRule: { kind: 'fixed', amount: 1000, appliesTo: 'everyone' },
    });
    expect(fits.statusCode, fits.body).toBe(200);
    const cheaper = await put(_id, {
      advancedPricing: [{ name: null, price: 800, durationInMinutes: 30 }],
    });
    expect(cheaper.statusCode).toBe(422);
    expect(body<ErrorBody>(cheaper).error.fields?.depositRule).toBeDefined();
    const cleared = await put(_id, { depositRule: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(body<{ service: Doc }>(cleared).service.depositRule).toBeNull();
  });
});

describe('an employee’s online bookings switch', () => {
  it('starts on and can be turned off', async () => {
    const made = await createRecord(context.app, home.owner.cookie, employee, home.businessId, {
      fullName: 'Wanjiru Stylist',
    });
    expect(made.takesOnlineBookings).toBe(true);
    const off = await send(context.app, 'PUT', `/v1/employee/${made._id}`, {
      cookie: home.owner.cookie,
      payload: { businessId: home.businessId, takesOnlineBookings: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(body<{ employee: Doc }>(off).employee.takesOnlineBookings).toBe(false);
    const refused = await send(context.app, 'PUT', `/v1/employee/${made._id}`, {
      cookie: home.owner.cookie,
      payload: { businessId: home.businessId, takesOnlineBookings: 'no' },
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('the bulk service change', () => {
  it('checks a deposit sent alone against each service’s stored prices', async () => {
    const created = await post({});
    const { _id } = body<{ service: Doc }>(created).service;
    const before = await snapshot(context.database, home.businessId);
    const refused = await send(context.app, 'PUT', '/v1/service/bulk', {
      cookie: home.owner.cookie,
      payload: {
        businessId: home.businessId,
        services: [{ _id, depositRule: { kind: 'fixed', amount: 1600, appliesTo: 'everyone' } }],
      },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(body<ErrorBody>(refused).error.fields?.['services[0].depositRule']).toBe(
      'The deposit cannot be more than the lowest price of the service',
    );
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
  });
});

import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, employee } from '../../../registry';
import type { SearchResults } from '../../../registry/search';
import { appointments } from '../../../server/db/schema';
import { insertOrder } from '../orders/support/orderFixture';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord, sampleRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';

/** GET /v1/search: the app bar's search over clients, appointments and orders (registry/search.ts). */
const context = setupTestApp();
let salon: TestBusiness;
let other: TestBusiness;
let otieno: string;

const HOUR = 3_600_000;

const addClient = (owner: TestBusiness, values: Record<string, unknown>) =>
  createRecord(context.app, owner.owner.cookie, client, owner.businessId, {
    gender: 'Female',
    ...values,
  });

/** An appointment of `clientId` starting `hoursFromNow` hours from now (negative: in the past). */
const addAppointment = async (
  owner: TestBusiness,
  clientId: string,
  employeeId: string,
  hoursFromNow: number,
) => {
  const startDate = new Date(Math.floor(Date.now() / HOUR) * HOUR + hoursFromNow * HOUR);
  const id = uuidv7();
  await context.database.db.insert(appointments).values({
    businessId: owner.businessId,
    id,
    clientId,
    employeeId,
    serviceIds: [],
    startDate,
    durationInMinutes: 60,
    endDate: new Date(startDate.getTime() + HOUR),
  });
  return id;
};

const addOrder = (owner: TestBusiness, clientId: string) =>
  insertOrder(context.database, {
    businessId: owner.businessId,
    clientId,
    userId: null,
    lines: [{ quantity: 1, unitPrice: 1500 }],
  });

const search = (query: Record<string, string | undefined>, cookie = salon.owner.cookie) =>
  send(context.app, 'GET', withQuery('/v1/search', { businessId: salon.businessId, ...query }), {
    cookie,
  });

const resultsOf = async (query: Record<string, string | undefined>, cookie?: string) => {
  const response = await search(query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ searchResults: SearchResults }>(response).searchResults;
};

beforeAll(async () => {
  salon = await createBusiness(context.app, 'Search');
  other = await createBusiness(context.app, 'Elsewhere');
  const stylist = (
    await createRecord(
      context.app,
      salon.owner.cookie,
      employee,
      salon.businessId,
      sampleRecord(employee, 1),
    )
  )._id;
  otieno = (
    await addClient(salon, {
      fullName: 'Otieno Ouma',
      phone: '0722 123 456',
      email: 'otieno@mail.test',
      gender: 'Male',
    })
  )._id;
  const wanjiku = (
    await addClient(salon, {
      fullName: 'Wanjiku Kamau',
      phone: '0711 000 111',
      email: 'wanjiku@salon.test',
    })
  )._id;
  for (const hours of [-48, 72, 24]) await addAppointment(salon, otieno, stylist, hours);
  await addAppointment(salon, wanjiku, stylist, 5);
  // Orders No. 1 (Wanjiku's) and No. 2 (Otieno's).
  await addOrder(salon, wanjiku);
  await addOrder(salon, otieno);

  // Another business holds a client with the same name and number, an appointment and an order.
  const theirs = (
    await addClient(other, {
      fullName: 'Otieno Ouma',
      phone: '0722 123 456',
      email: 'otieno@other.test',
    })
  )._id;
  const theirStylist = (
    await createRecord(
      context.app,
      other.owner.cookie,
      employee,
      other.businessId,
      sampleRecord(employee, 2),
    )
  )._id;
  await addAppointment(other, theirs, theirStylist, 2);
  await addOrder(other, theirs);
});

describe('GET /v1/search', () => {
  it.each([
    ['name', 'ouma'],
    ['local phone', '0722 123'],
    ['phone without its trunk 0', '722123'],
    ['international phone', '+254 722'],
  ])('finds a client, their appointments and orders by %s', async (_how, q) => {
    const results = await resultsOf({ q });
    expect(results.clients).toEqual([
      { _id: otieno, fullName: 'Otieno Ouma', phone: '+254722123456', email: 'otieno@mail.test' },
    ]);
    expect(results.appointments?.map((hit) => hit.clientName)).toEqual([
      'Otieno Ouma',
      'Otieno Ouma',
      'Otieno Ouma',
    ]);
    expect(results.orders?.map((hit) => [hit.orderNo, hit.clientName])).toEqual([
      [2, 'Otieno Ouma'],
    ]);
  });

  it('lists upcoming appointments first, soonest first, then past ones, with the time on the business clock', async () => {
    const hits = (await resultsOf({ q: 'otieno' })).appointments!;
    const starts = hits.map((hit) => new Date(hit.startDate).getTime());
    expect(starts[0]).toBeLessThan(starts[1]!);
    expect(starts[2]).toBeLessThan(Date.now());
    for (const hit of hits) {
      // Nairobi is UTC+3 all year.
      const local = new Date(new Date(hit.startDate).getTime() + 3 * HOUR).toISOString();
      expect([hit.localDate, hit.localTime]).toEqual([local.slice(0, 10), local.slice(11, 16)]);
    }
  });

  it('finds an order by its number, and an e-mail finds the client only', async () => {
    const byNumber = await resultsOf({ q: '#1' });
    expect(byNumber.orders?.[0]).toMatchObject({
      orderNo: 1,
      clientName: 'Wanjiku Kamau',
      cost: 1500,
      currency: 'KES',
    });
    const byEmail = await resultsOf({ q: 'salon.test' });
    expect(byEmail.clients?.map((hit) => hit.fullName)).toEqual(['Wanjiku Kamau']);
    expect(byEmail.appointments).toEqual([]);
  });

  it('answers a blank term with empty lists and an unknown one with none', async () => {
    expect(await resultsOf({ q: '  ' })).toEqual({ clients: [], appointments: [], orders: [] });
    expect(await resultsOf({ q: 'zzz' })).toEqual({ clients: [], appointments: [], orders: [] });
  });

  it('searches only the kinds the staff member may read', async () => {
    const receptionist = await addMember(context.app, context.database, salon.businessId, {
      'clients.Profile': ['read'],
    });
    const results = await resultsOf({ q: '0722' }, receptionist.cookie);
    expect(results).toEqual({ clients: [expect.objectContaining({ _id: otieno })] });
    const cashier = await addMember(context.app, context.database, salon.businessId, {
      'products.Orders': ['read'],
      'clients.Profile': ['create'],
    });
    expect(Object.keys(await resultsOf({ q: '0722' }, cashier.cookie))).toEqual(['orders']);
    const newcomer = await addMember(context.app, context.database, salon.businessId);
    expect(await resultsOf({ q: '0722' }, newcomer.cookie)).toEqual({});
  });

  it('never answers with another business’s records, and refuses a business the user is not in', async () => {
    const refused = await search({ q: '0722' }, other.owner.cookie);
    expect(refused.statusCode).toBe(403);
    const own = await send(
      context.app,
      'GET',
      withQuery('/v1/search', { businessId: other.businessId, q: '0722' }),
      { cookie: other.owner.cookie },
    );
    const ids = body<{ searchResults: SearchResults }>(own).searchResults.clients!.map(
      (hit) => hit._id,
    );
    expect(ids).toHaveLength(1);
    expect(ids).not.toContain(otieno);
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery('/v1/search', { businessId: salon.businessId, q: 'ouma' }),
        )
      ).statusCode,
    ).toBe(401);
  });

  it.each([
    ['a term that is too long', `q=${'a'.repeat(101)}`, 'Search for at most 100 characters'],
    ['a repeated q', 'q=a&q=b', 'Say what to search for with q'],
    ['no q', '', 'Say what to search for with q'],
    ['an unknown key', 'q=a&limit=50', 'Invalid query parameter'],
  ])('refuses %s with a 400 and a message', async (_what, query, message) => {
    const response = await send(
      context.app,
      'GET',
      `/v1/search?businessId=${salon.businessId}&${query}`,
      { cookie: salon.owner.cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(body<ErrorBody>(response).error.message).toBe(message);
  });

  it('refuses a missing or malformed business id', async () => {
    expect(
      (await send(context.app, 'GET', '/v1/search?q=a', { cookie: salon.owner.cookie })).statusCode,
    ).toBe(400);
    expect(
      (
        await send(context.app, 'GET', '/v1/search?q=a&businessId=x', {
          cookie: salon.owner.cookie,
        })
      ).statusCode,
    ).toBe(403);
  });
});

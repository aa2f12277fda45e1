import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, service, servicePackage } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
type Doc = Record<string, unknown> & { _id: string };
interface Held extends Doc {
  clientId: string;
  services: string[];
  remainingServices: string[];
  uses: { serviceId: string }[];
  status: 'active' | 'usedUp';
}

const PRICING = [{ price: 1000, durationInMinutes: 60 }];
let home: TestBusiness;
let other: TestBusiness;
let cut: Doc;
let wash: Doc;
let amina: Doc;
let brian: Doc;
let foreignClient: Doc;
let foreignPackage: Doc;

const make = (
  business: TestBusiness,
  resource: typeof service | typeof client | typeof servicePackage,
  values: Record<string, unknown>,
) => createRecord(context.app, business.owner.cookie, resource, business.businessId, values);
const hold = (payload: Record<string, unknown>, cookie = home.owner.cookie) =>
  send(context.app, 'POST', '/v1/service-package/client', {
    cookie,
    payload: { businessId: home.businessId, ...payload },
  });
const use = (id: string, serviceId: string, cookie = home.owner.cookie) =>
  send(context.app, 'POST', `/v1/service-package/client/${id}/use`, {
    cookie,
    payload: { businessId: home.businessId, serviceId },
  });
const heldOf = (response: LightMyRequestResponse) => {
  expect([200, 201], response.body).toContain(response.statusCode);
  return body<{ clientServicePackage: Held }>(response).clientServicePackage;
};
const page = async (query: Record<string, string | undefined>, cookie = home.owner.cookie) => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/service-package/client', { businessId: home.businessId, ...query }),
    { cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{
    clientServicePackagePage: {
      docs: Held[];
      total: number;
      page: number;
      pages: number;
      limit: number;
      sort: Record<string, number>;
    };
  }>(response).clientServicePackagePage;
};

beforeAll(async () => {
  [home, other] = await Promise.all([
    createBusiness(context.app, 'Packages'),
    createBusiness(context.app, 'Other'),
  ]);
  [cut, wash, amina, brian, foreignClient] = await Promise.all([
    make(home, service, { name: 'Cut', advancedPricing: PRICING }),
    make(home, service, { name: 'Wash', advancedPricing: PRICING }),
    make(home, client, { fullName: 'Amina', email: 'amina@example.test', gender: 'Female' }),
    make(home, client, { fullName: 'Brian', email: 'brian@example.test', gender: 'Male' }),
    make(other, client, { fullName: 'Elsewhere', email: 'else@example.test', gender: 'Other' }),
  ]);
  const foreignService = await make(other, service, { name: 'Foreign', advancedPricing: PRICING });
  foreignPackage = await make(other, servicePackage, {
    name: 'Foreign pack',
    price: 10,
    services: [foreignService._id],
  });
});

describe('service packages (registry resource)', () => {
  it('stores name, services and price and returns servicePackage', async () => {
    const created = await make(home, servicePackage, {
      name: 'Cut and wash',
      services: [cut._id, wash._id],
      price: 1800.5,
    });
    expect(created).toMatchObject({
      name: 'Cut and wash',
      services: [cut._id, wash._id],
      price: 1800.5,
    });
    const list = await send(
      context.app,
      'GET',
      withQuery('/v1/service-package', { businessId: home.businessId, services: wash._id }),
      {
        cookie: home.owner.cookie,
      },
    );
    expect(
      body<{ servicePackagePage: { docs: Doc[] } }>(list).servicePackagePage.docs.map(
        (doc) => doc._id,
      ),
    ).toContain(created._id);
  });

  it("refuses another business's service and a missing price", async () => {
    const response = await send(context.app, 'POST', '/v1/service-package', {
      cookie: home.owner.cookie,
      payload: {
        businessId: home.businessId,
        name: 'Smuggled',
        price: 10,
        services: [(foreignPackage.services as string[])[0]],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      services: 'Not found in this business',
    });
    const unpriced = await send(context.app, 'POST', '/v1/service-package', {
      cookie: home.owner.cookie,
      payload: { businessId: home.businessId, name: 'Unpriced' },
    });
    expect(body<ErrorBody>(unpriced).error.fields).toEqual({ price: 'Price is required' });
  });

  it('a deleted service leaves the packages that listed it, held packages keep it', async () => {
    const doomed = await make(home, service, { name: 'Doomed', advancedPricing: PRICING });
    const pack = await make(home, servicePackage, {
      name: 'With doomed',
      services: [doomed._id, cut._id],
      price: 100,
    });
    const held = heldOf(await hold({ clientId: amina._id, servicePackageId: pack._id }));
    const deleted = await send(
      context.app,
      'DELETE',
      withQuery(`/v1/service/${doomed._id}`, { businessId: home.businessId }),
      {
        cookie: home.owner.cookie,
        headers: { 'vendor-module': 'services.All Services' },
      },
    );
    expect(deleted.statusCode).toBe(200);
    const after = await send(
      context.app,
      'GET',
      withQuery(`/v1/service-package/${pack._id}`, { businessId: home.businessId }),
      { cookie: home.owner.cookie },
    );
    expect(body<{ servicePackage: Doc }>(after).servicePackage.services).toEqual([cut._id]);
    const heldAfter = heldOf(
      await send(
        context.app,
        'GET',
        withQuery(`/v1/service-package/client/${held._id}`, { businessId: home.businessId }),
        { cookie: home.owner.cookie },
      ),
    );
    expect(heldAfter.services).toEqual([doomed._id, cut._id]);
  });
});

describe('client service packages', () => {
  it('records that a client holds a package, a copy of what was sold', async () => {
    const pack = await make(home, servicePackage, {
      name: 'Two cuts and a wash',
      services: [cut._id, cut._id, wash._id],
      price: 2500,
    });
    const held = heldOf(await hold({ clientId: amina._id, servicePackageId: pack._id }));
    expect(held).toMatchObject({
      clientId: amina._id,
      servicePackageId: pack._id,
      name: 'Two cuts and a wash',
      price: 2500,
      services: [cut._id, cut._id, wash._id],
      uses: [],
      remainingServices: [cut._id, cut._id, wash._id],
      status: 'active',
    });
    // Renaming the package later does not change what the client bought.
    await send(context.app, 'PUT', `/v1/service-package/${pack._id}`, {
      cookie: home.owner.cookie,
      payload: { businessId: home.businessId, name: 'Renamed', price: 3000 },
    });
    const again = heldOf(
      await send(
        context.app,
        'GET',
        withQuery(`/v1/service-package/client/${held._id}`, { businessId: home.businessId }),
        { cookie: home.owner.cookie },
      ),
    );
    expect(again).toMatchObject({ name: 'Two cuts and a wash', price: 2500 });
  });

  it('records uses until each service is used up, then refuses with 409 INVALID_STATE', async () => {
    const pack = await make(home, servicePackage, {
      name: 'Cut twice',
      services: [cut._id, cut._id, wash._id],
      price: 2000,
    });
    const held = heldOf(await hold({ clientId: brian._id, servicePackageId: pack._id }));
    expect(heldOf(await use(held._id, cut._id)).remainingServices).toEqual([cut._id, wash._id]);
    expect(heldOf(await use(held._id, cut._id)).remainingServices).toEqual([wash._id]);
    const spent = await use(held._id, cut._id);
    expect(spent.statusCode).toBe(409);
    expect(body<ErrorBody>(spent).error).toEqual({
      code: 'INVALID_STATE',
      message: 'Every use of this service in the package has been used',
    });
    const last = heldOf(await use(held._id, wash._id));
    expect(last).toMatchObject({ remainingServices: [], status: 'usedUp' });
    expect(last.uses.map((entry) => entry.serviceId)).toEqual([cut._id, cut._id, wash._id]);
  });

  it('two uses recorded at once never spend more than the package holds', async () => {
    const pack = await make(home, servicePackage, {
      name: 'One wash',
      services: [wash._id],
      price: 500,
    });
    const held = heldOf(await hold({ clientId: brian._id, servicePackageId: pack._id }));
    const statuses = (await Promise.all(Array.from({ length: 4 }, () => use(held._id, wash._id))))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const after = heldOf(
      await send(
        context.app,
        'GET',
        withQuery(`/v1/service-package/client/${held._id}`, { businessId: home.businessId }),
        { cookie: home.owner.cookie },
      ),
    );
    expect(after.uses).toHaveLength(1);
  });

  it('refuses a service outside the package, a package with no services, and ids of another business', async () => {
    const pack = await make(home, servicePackage, {
      name: 'Wash only',
      services: [wash._id],
      price: 500,
    });
    const empty = await make(home, servicePackage, { name: 'Empty', price: 0 });
    const held = heldOf(await hold({ clientId: amina._id, servicePackageId: pack._id }));
    const outside = await use(held._id, cut._id);
    expect(outside.statusCode).toBe(422);
    expect(body<ErrorBody>(outside).error.fields).toEqual({
      serviceId: 'This service is not part of the package',
    });

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { clientId: amina._id, servicePackageId: empty._id },
        { servicePackageId: 'This package has no services' },
      ],
      [
        { clientId: foreignClient._id, servicePackageId: pack._id },
        { clientId: 'Not found in this business' },
      ],
      [
        { clientId: amina._id, servicePackageId: foreignPackage._id },
        { servicePackageId: 'Not found in this business' },
      ],
      [{ servicePackageId: pack._id }, { clientId: 'Client is required' }],
      [{ clientId: 'abc', servicePackageId: pack._id }, { clientId: 'Must be the id of a record' }],
      [
        { clientId: amina._id, servicePackageId: pack._id, quantity: 2 },
        { quantity: 'Unknown field' },
      ],
    ];
    const before = (await page({ limit: '0' })).total;
    for (const [payload, fields] of cases) {
      const response = await hold(payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual(fields);
    }
    expect((await page({ limit: '0' })).total).toBe(before);
  });

  it("lists a business's held packages as clientServicePackagePage, by client and status", async () => {
    const pack = await make(home, servicePackage, {
      name: 'Listed',
      services: [wash._id],
      price: 500,
    });
    const listed = await createRecord(context.app, home.owner.cookie, client, home.businessId, {
      fullName: 'Listed client',
      email: 'listed@example.test',
      gender: 'Female',
    });
    const first = heldOf(await hold({ clientId: listed._id, servicePackageId: pack._id }));
    const second = heldOf(await hold({ clientId: listed._id, servicePackageId: pack._id }));
    await use(second._id, wash._id);
    const mine = await page({ clientId: listed._id });
    expect(mine).toMatchObject({ total: 2, page: 1, pages: 1, limit: 10, sort: { createdAt: -1 } });
    expect(mine.docs.map((doc) => doc._id)).toEqual([second._id, first._id]);
    expect(
      (await page({ clientId: listed._id, status: 'active' })).docs.map((doc) => doc._id),
    ).toEqual([first._id]);
    expect(
      (await page({ clientId: listed._id, status: 'usedUp' })).docs.map((doc) => doc._id),
    ).toEqual([second._id]);
    expect(
      (await page({ clientId: listed._id, sort: 'createdAt', limit: '1', page: '2' })).docs.map(
        (doc) => doc._id,
      ),
    ).toEqual([second._id]);
    const foreignView = await send(
      context.app,
      'GET',
      withQuery('/v1/service-package/client', {
        businessId: other.businessId,
        clientId: listed._id,
      }),
      {
        cookie: other.owner.cookie,
      },
    );
    expect(
      body<{ clientServicePackagePage: { total: number } }>(foreignView).clientServicePackagePage
        .total,
    ).toBe(0);
    for (const query of [
      { clientId: 'abc' },
      { status: 'done' },
      { sort: 'name' },
      { unknown: '1' },
    ]) {
      const response = await send(
        context.app,
        'GET',
        withQuery('/v1/service-package/client', { businessId: home.businessId, ...query }),
        {
          cookie: home.owner.cookie,
        },
      );
      expect(response.statusCode).toBe(400);
    }
  });

  it('a held package of another business is a 404, its use changes nothing', async () => {
    const pack = await make(home, servicePackage, {
      name: 'Private',
      services: [wash._id],
      price: 500,
    });
    const held = heldOf(await hold({ clientId: amina._id, servicePackageId: pack._id }));
    const foreignUse = await send(
      context.app,
      'POST',
      `/v1/service-package/client/${held._id}/use`,
      {
        cookie: other.owner.cookie,
        payload: { businessId: other.businessId, serviceId: wash._id },
      },
    );
    expect(foreignUse.statusCode).toBe(404);
    const foreignGet = await send(
      context.app,
      'GET',
      withQuery(`/v1/service-package/client/${held._id}`, { businessId: other.businessId }),
      {
        cookie: other.owner.cookie,
      },
    );
    expect(foreignGet.statusCode).toBe(404);
    const crossed = await send(
      context.app,
      'GET',
      withQuery(`/v1/service-package/client/${held._id}`, { businessId: home.businessId }),
      {
        cookie: other.owner.cookie,
      },
    );
    expect(crossed.statusCode).toBe(403);
    expect(
      heldOf(
        await send(
          context.app,
          'GET',
          withQuery(`/v1/service-package/client/${held._id}`, { businessId: home.businessId }),
          { cookie: home.owner.cookie },
        ),
      ).uses,
    ).toEqual([]);
  });

  it('staff need read to list, create to record a package and update to record a use', async () => {
    const pack = await make(home, servicePackage, {
      name: 'Staff pack',
      services: [wash._id, wash._id],
      price: 500,
    });
    const held = heldOf(await hold({ clientId: amina._id, servicePackageId: pack._id }));
    const reader = await addMember(context.app, context.database, home.businessId, {
      'services.Service Packages': ['read'],
    });
    const seller = await addMember(context.app, context.database, home.businessId, {
      'services.Service Packages': ['read', 'create', 'update'],
    });
    const listUrl = withQuery('/v1/service-package/client', { businessId: home.businessId });
    expect((await send(context.app, 'GET', listUrl, { cookie: reader.cookie })).statusCode).toBe(
      200,
    );
    expect(
      (await hold({ clientId: amina._id, servicePackageId: pack._id }, reader.cookie)).statusCode,
    ).toBe(403);
    expect((await use(held._id, wash._id, reader.cookie)).statusCode).toBe(403);
    expect(
      (await hold({ clientId: amina._id, servicePackageId: pack._id }, seller.cookie)).statusCode,
    ).toBe(201);
    expect((await use(held._id, wash._id, seller.cookie)).statusCode).toBe(201);
    expect((await send(context.app, 'GET', listUrl)).statusCode).toBe(401);
  });
});

import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { employee, service, serviceCategory } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { pngImage } from '../support/images';
import { multipartBody } from '../support/multipart';
import { createRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
type Doc = Record<string, unknown> & { _id: string };

const PRICING = [
  { name: 'Short hair', price: 1500, durationInMinutes: 30 },
  { name: 'Long hair', price: 2500.5, durationInMinutes: 60 },
];

let home: TestBusiness;
let other: TestBusiness;
let hair: Doc;
let nails: Doc;
let stylist: Doc;
let barber: Doc;
let foreignCategory: Doc;
let foreignEmployee: Doc;
let foreignService: Doc;

const createService = (business: TestBusiness, values: Record<string, unknown>) =>
  createRecord(context.app, business.owner.cookie, service, business.businessId, {
    advancedPricing: PRICING,
    ...values,
  });
const getService = async (id: string, business = home) => {
  const response = await send(
    context.app,
    'GET',
    withQuery(`/v1/service/${id}`, { businessId: business.businessId }),
    { cookie: business.owner.cookie },
  );
  return body<{ service: Doc }>(response).service;
};
const put = (url: string, payload: unknown, cookie = home.owner.cookie) =>
  send(context.app, 'PUT', url, { cookie, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  [home, other] = await Promise.all([
    createBusiness(context.app, 'Services'),
    createBusiness(context.app, 'Other'),
  ]);
  const make = (
    business: TestBusiness,
    resource: typeof serviceCategory | typeof employee,
    values: Record<string, unknown>,
  ) => createRecord(context.app, business.owner.cookie, resource, business.businessId, values);
  [hair, nails, stylist, barber, foreignCategory, foreignEmployee] = await Promise.all([
    make(home, serviceCategory, { name: 'Hair' }),
    make(home, serviceCategory, { name: 'Nails' }),
    make(home, employee, { fullName: 'Achieng Stylist' }),
    make(home, employee, { fullName: 'Baraka Barber' }),
    make(other, serviceCategory, { name: 'Elsewhere' }),
    make(other, employee, { fullName: 'Someone Else' }),
  ]);
  foreignService = await createService(other, { name: 'Foreign cut' });
});

describe('pricing options', () => {
  it('stores a service with two pricing options and returns it under service', async () => {
    const created = await createService(home, {
      name: 'Blow dry',
      categoryIds: [hair._id],
      performerIds: [stylist._id],
    });
    expect(created).toMatchObject({
      name: 'Blow dry',
      advancedPricing: PRICING,
      categoryIds: [hair._id],
      performerIds: [stylist._id],
    });
    expect((await getService(created._id)).advancedPricing).toEqual(PRICING);
  });

  const refusals: [string, unknown, string][] = [
    ['no options', [], 'Add at least one pricing option'],
    ['null', null, 'Add at least one pricing option'],
    ['not a list', { price: 1 }, 'Add at least one pricing option'],
    ['a missing price', [{ durationInMinutes: 30 }], 'Price is required'],
    ['a negative price', [{ price: -1, durationInMinutes: 30 }], 'Must be at least 0'],
    [
      'a price with three decimals',
      [{ price: 1.005, durationInMinutes: 30 }],
      'Must be an amount of at least 0 with at most two decimals',
    ],
    [
      'a price as text',
      [{ price: '100', durationInMinutes: 30 }],
      'Must be an amount of at least 0 with at most two decimals',
    ],
    ['a missing duration', [{ price: 100 }], 'Duration is required'],
    [
      'a duration off the list',
      [{ price: 100, durationInMinutes: 45 }],
      'Duration must be one of 10, 20, 30, 40, 60, 90, 120, 150, 180, 240, 300 or 360 minutes',
    ],
    [
      'an unknown key',
      [{ price: 100, durationInMinutes: 30, discount: 5 }],
      'A pricing option has only name, price and durationInMinutes',
    ],
    [
      'too many options',
      Array.from({ length: 21 }, () => ({ price: 100, durationInMinutes: 30 })),
      'At most 20 pricing options',
    ],
  ];
  it.each(refusals)(
    'refuses %s with 422 and its message',
    async (_label, advancedPricing, message) => {
      const response = await send(context.app, 'POST', '/v1/service', {
        cookie: home.owner.cookie,
        payload: { businessId: home.businessId, name: 'Refused', advancedPricing },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({ advancedPricing: message });
    },
  );

  it('accepts every duration option of the spec', async () => {
    const advancedPricing = [10, 20, 30, 40, 60, 90, 120, 150, 180, 240, 300, 360].map(
      (durationInMinutes) => ({ price: 10, durationInMinutes }),
    );
    const created = await createService(home, { name: 'Every length', advancedPricing });
    expect(created.advancedPricing).toHaveLength(12);
  });

  it("refuses another business's category and performer, and creates nothing", async () => {
    const response = await send(context.app, 'POST', '/v1/service', {
      cookie: home.owner.cookie,
      payload: {
        businessId: home.businessId,
        name: 'Smuggled',
        advancedPricing: PRICING,
        categoryIds: [foreignCategory._id],
        performerIds: [foreignEmployee._id],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      categoryIds: 'Not found in this business',
      performerIds: 'Not found in this business',
    });
    const list = await send(
      context.app,
      'GET',
      withQuery('/v1/service', { businessId: home.businessId, q: 'Smuggled' }),
      { cookie: home.owner.cookie },
    );
    expect(body<{ servicePage: { total: number } }>(list).servicePage.total).toBe(0);
  });
});

describe('filter by category', () => {
  it('lists the services of any of the repeated categoryIds', async () => {
    const [onlyHair, onlyNails, both] = await Promise.all([
      createService(home, { name: 'Filter hair', categoryIds: [hair._id] }),
      createService(home, { name: 'Filter nails', categoryIds: [nails._id] }),
      createService(home, { name: 'Filter both', categoryIds: [hair._id, nails._id] }),
    ]);
    const names = async (query: string) => {
      const response = await send(
        context.app,
        'GET',
        `/v1/service?businessId=${home.businessId}&q=Filter&limit=0&${query}`,
        { cookie: home.owner.cookie },
      );
      expect(response.statusCode, response.body).toBe(200);
      return body<{ servicePage: { docs: Doc[] } }>(response)
        .servicePage.docs.map((doc) => doc._id)
        .sort();
    };
    expect(await names(`categoryIds=${nails._id}`)).toEqual([onlyNails._id, both._id].sort());
    expect(await names(`categoryIds=${hair._id}&categoryIds=${nails._id}`)).toEqual(
      [onlyHair._id, onlyNails._id, both._id].sort(),
    );
    expect(await names(`categoryIds=${foreignCategory._id}`)).toEqual([]);
  });
});

describe('PUT /v1/service/bulk/', () => {
  it('changes several services in one call and returns them under services', async () => {
    const [a, b] = await Promise.all([
      createService(home, { name: 'Bulk A' }),
      createService(home, { name: 'Bulk B' }),
    ]);
    const response = await put('/v1/service/bulk/', {
      businessId: home.businessId,
      services: [
        { _id: a._id, categoryIds: [nails._id] },
        {
          _id: b._id,
          name: 'Bulk B renamed',
          advancedPricing: [{ price: 900, durationInMinutes: 20 }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { services } = body<{ services: Doc[] }>(response);
    expect(services.map((doc) => doc._id)).toEqual([a._id, b._id]);
    expect(await getService(a._id)).toMatchObject({ name: 'Bulk A', categoryIds: [nails._id] });
    expect(await getService(b._id)).toMatchObject({
      name: 'Bulk B renamed',
      advancedPricing: [{ price: 900, durationInMinutes: 20 }],
    });
  });

  it('refuses the whole call when one entry is bad, naming the entry, and changes nothing', async () => {
    const [a, b] = await Promise.all([
      createService(home, { name: 'Atomic A' }),
      createService(home, { name: 'Atomic B' }),
    ]);
    const cases: [unknown[], Record<string, string>][] = [
      [
        [
          { _id: a._id, name: 'Changed' },
          { _id: b._id, advancedPricing: [{ price: 5, durationInMinutes: 45 }] },
        ],
        {
          'services[1].advancedPricing':
            'Duration must be one of 10, 20, 30, 40, 60, 90, 120, 150, 180, 240, 300 or 360 minutes',
        },
      ],
      [
        [
          { _id: a._id, name: 'Changed' },
          { _id: foreignService._id, name: 'Taken over' },
        ],
        { 'services[1]._id': 'Not found in this business' },
      ],
      [
        [
          { _id: a._id, name: 'Changed' },
          { _id: b._id, categoryIds: [foreignCategory._id] },
        ],
        { 'services[1].categoryIds': 'Not found in this business' },
      ],
      [
        [
          { _id: a._id, name: 'Changed' },
          { _id: a._id, name: 'Twice' },
        ],
        { 'services[1]._id': 'Each service only once' },
      ],
      [[{ _id: a._id, name: 'Changed', price: 3 }], { 'services[0].price': 'Unknown field' }],
      [[{ name: 'No id' }], { 'services[0]._id': 'Must be the id of a record' }],
    ];
    for (const [services, fields] of cases) {
      const response = await put('/v1/service/bulk/', { businessId: home.businessId, services });
      expect(response.statusCode, response.body).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual(fields);
    }
    expect((await getService(a._id)).name).toBe('Atomic A');
    expect((await getService(foreignService._id, other)).name).toBe('Foreign cut');
  });

  it('refuses an empty or malformed body with 422', async () => {
    for (const payload of [
      { businessId: home.businessId },
      { businessId: home.businessId, services: [] },
      { businessId: home.businessId, services: 'all' },
    ]) {
      const response = await put('/v1/service/bulk/', payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({
        services: 'Send at least one service change',
      });
    }
  });
});

describe('PUT /v1/service/bulk/performer', () => {
  it('sets the same performers on several services', async () => {
    const [a, b] = await Promise.all([
      createService(home, { name: 'Perf A', performerIds: [stylist._id] }),
      createService(home, { name: 'Perf B' }),
    ]);
    const response = await put('/v1/service/bulk/performer', {
      businessId: home.businessId,
      serviceIds: [a._id, b._id],
      performerIds: [barber._id, stylist._id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { services } = body<{ services: Doc[] }>(response);
    expect(services.map((doc) => [doc._id, doc.performerIds])).toEqual([
      [a._id, [barber._id, stylist._id]],
      [b._id, [barber._id, stylist._id]],
    ]);
  });

  it("refuses another business's employee or service and changes nothing", async () => {
    const a = await createService(home, { name: 'Perf guarded', performerIds: [stylist._id] });
    const foreignPerformer = await put('/v1/service/bulk/performer', {
      businessId: home.businessId,
      serviceIds: [a._id],
      performerIds: [foreignEmployee._id],
    });
    expect(foreignPerformer.statusCode).toBe(422);
    expect(body<ErrorBody>(foreignPerformer).error.fields).toEqual({
      performerIds: 'Not found in this business',
    });
    const foreignTarget = await put('/v1/service/bulk/performer', {
      businessId: home.businessId,
      serviceIds: [a._id, foreignService._id],
      performerIds: [barber._id],
    });
    expect(foreignTarget.statusCode).toBe(422);
    expect(body<ErrorBody>(foreignTarget).error.fields).toEqual({
      serviceIds: 'Not found in this business',
    });
    expect((await getService(a._id)).performerIds).toEqual([stylist._id]);
    expect((await getService(foreignService._id, other)).performerIds).toEqual([]);
  });

  it('refuses no services with 422', async () => {
    const response = await put('/v1/service/bulk/performer', {
      businessId: home.businessId,
      serviceIds: [],
      performerIds: [],
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      serviceIds: 'Select at least one service',
    });
  });
});

describe('PUT /v1/service/image/{id}', () => {
  const upload = (
    id: string,
    business: TestBusiness,
    content = pngImage(),
    cookie = business.owner.cookie,
  ) => {
    const multipart = multipartBody({ businessId: business.businessId }, [
      { field: 'file', filename: 'cut.png', content, contentType: 'image/png' },
    ]);
    return send(context.app, 'PUT', `/v1/service/image/${id}`, {
      cookie,
      payload: multipart.payload,
      headers: multipart.headers,
    });
  };

  it('stores the image and returns the service', async () => {
    const created = await createService(home, { name: 'Pictured' });
    const response = await upload(created._id, home);
    expect(response.statusCode, response.body).toBe(200);
    const filename = (body<{ service: Doc }>(response).service.image as { filename: string })
      .filename;
    expect(filename).toMatch(/\.png$/);
    const file = await send(context.app, 'GET', `/v1/file/${filename}`, {
      cookie: home.owner.cookie,
    });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a file that is not an image, and a service of another business', async () => {
    const created = await createService(home, { name: 'Not pictured' });
    const bad = await upload(created._id, home, Buffer.from('not an image'));
    expect(bad.statusCode).toBe(422);
    expect((await getService(created._id)).image).toBeNull();
    const foreign = await upload(foreignService._id, home);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /v1/service/export', () => {
  it('downloads services.csv with names, pricing and performers, for the list query', async () => {
    const exportBusiness = await createBusiness(context.app, 'Export');
    const category = await createRecord(
      context.app,
      exportBusiness.owner.cookie,
      serviceCategory,
      exportBusiness.businessId,
      { name: 'Hair' },
    );
    const performer = await createRecord(
      context.app,
      exportBusiness.owner.cookie,
      employee,
      exportBusiness.businessId,
      { fullName: 'Wanjiku' },
    );
    await createService(exportBusiness, {
      name: 'Braids',
      description: '=cmd',
      categoryIds: [category._id],
      performerIds: [performer._id],
    });
    await createService(exportBusiness, {
      name: 'Manicure',
      advancedPricing: [{ price: 800, durationInMinutes: 40 }],
    });
    const response = await send(
      context.app,
      'GET',
      withQuery('/v1/service/export', { businessId: exportBusiness.businessId, sort: 'name' }),
      {
        cookie: exportBusiness.owner.cookie,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="services.csv"');
    expect(parse(response.body)).toEqual([
      ['Name', 'Categories', 'Description', 'Pricing options', 'Performers', 'Created'],
      [
        'Braids',
        'Hair',
        "'=cmd",
        'Short hair: 30 min, KES 1500.00; Long hair: 60 min, KES 2500.50',
        'Wanjiku',
        expect.any(String),
      ],
      ['Manicure', '', '', '40 min, KES 800.00', '', expect.any(String)],
    ]);
    const filtered = await send(
      context.app,
      'GET',
      withQuery('/v1/service/export', {
        businessId: exportBusiness.businessId,
        categoryIds: category._id,
      }),
      {
        cookie: exportBusiness.owner.cookie,
      },
    );
    expect(parse(filtered.body)).toHaveLength(2);
  });
});

describe('deleting', () => {
  it('a category leaves the services filed under it', async () => {
    const temporary = await createRecord(
      context.app,
      home.owner.cookie,
      serviceCategory,
      home.businessId,
      { name: 'Seasonal' },
    );
    const filed = await createService(home, {
      name: 'Seasonal cut',
      categoryIds: [temporary._id, hair._id],
    });
    const response = await send(
      context.app,
      'DELETE',
      withQuery(`/v1/service-category/${temporary._id}`, { businessId: home.businessId }),
      {
        cookie: home.owner.cookie,
        headers: { 'vendor-module': 'services.Category' },
      },
    );
    expect(response.statusCode).toBe(200);
    expect((await getService(filed._id)).categoryIds).toEqual([hair._id]);
  });

  it('a service needs vendor-module services.All Services', async () => {
    const doomed = await createService(home, { name: 'Doomed' });
    const url = withQuery(`/v1/service/${doomed._id}`, { businessId: home.businessId });
    expect(
      (
        await send(context.app, 'DELETE', url, {
          cookie: home.owner.cookie,
          headers: { 'vendor-module': 'services.Category' },
        })
      ).statusCode,
    ).toBe(400);
    const response = await send(context.app, 'DELETE', url, {
      cookie: home.owner.cookie,
      headers: { 'vendor-module': 'services.All Services' },
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ service: Doc }>(response).service._id).toBe(doomed._id);
  });
});

describe('permissions and tenancy of the extra calls', () => {
  it('staff need read for export and update for bulk and performers; outsiders get 403', async () => {
    const target = await createService(home, { name: 'Guarded' });
    const reader = await addMember(context.app, context.database, home.businessId, {
      'services.All Services': ['read'],
    });
    const editor = await addMember(context.app, context.database, home.businessId, {
      'services.All Services': ['read', 'update'],
    });
    const calls = (cookie: string, businessId = home.businessId) => [
      put(
        '/v1/service/bulk/',
        { businessId, services: [{ _id: target._id, name: 'Guarded' }] },
        cookie,
      ),
      put(
        '/v1/service/bulk/performer',
        { businessId, serviceIds: [target._id], performerIds: [] },
        cookie,
      ),
    ];
    for (const response of await Promise.all(calls(reader.cookie)))
      expect(response.statusCode).toBe(403);
    for (const response of await Promise.all(calls(editor.cookie)))
      expect(response.statusCode, response.body).toBe(200);
    for (const response of await Promise.all(calls(other.owner.cookie)))
      expect(response.statusCode).toBe(403);
    const exportUrl = withQuery('/v1/service/export', { businessId: home.businessId });
    expect((await send(context.app, 'GET', exportUrl, { cookie: reader.cookie })).statusCode).toBe(
      200,
    );
    expect(
      (await send(context.app, 'GET', exportUrl, { cookie: other.owner.cookie })).statusCode,
    ).toBe(403);
    expect((await send(context.app, 'GET', exportUrl)).statusCode).toBe(401);
    const none = await addMember(context.app, context.database, home.businessId, {
      'clients.Profile': ['read'],
    });
    expect((await send(context.app, 'GET', exportUrl, { cookie: none.cookie })).statusCode).toBe(
      403,
    );
  });
});

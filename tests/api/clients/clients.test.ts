import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, clientCategory } from '../../../registry';
import { monthStartIn } from '../../../server/clients/aggregate';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { pngImage } from '../support/images';
import { multipartBody } from '../support/multipart';
import { createRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

type Doc = Record<string, unknown> & { _id: string };
type ClientDoc = Doc & { categories: { _id: string; category_name: string }[] };

const context = setupTestApp();
let business: TestBusiness;
let other: TestBusiness;

const validClient = (n: number) => ({
  fullName: `Client ${n}`,
  phone: '0712 345 678',
  email: `client${n}@example.com`,
  gender: 'Female',
});
const addClient = (values: Record<string, unknown>, owner = business) =>
  createRecord(
    context.app,
    owner.owner.cookie,
    client,
    owner.businessId,
    values,
  ) as Promise<ClientDoc>;
const addCategory = (name: string, owner = business) =>
  createRecord(context.app, owner.owner.cookie, clientCategory, owner.businessId, {
    category_name: name,
  });
const get = (
  url: string,
  query: Record<string, string | number | undefined> = {},
  owner = business,
) =>
  send(context.app, 'GET', withQuery(url, { businessId: owner.businessId, ...query }), {
    cookie: owner.owner.cookie,
  });
const listClients = async (query: Record<string, string | number | undefined> = {}) => {
  const response = await get(client.path, query);
  expect(response.statusCode, response.body).toBe(200);
  return body<{
    clientPage: { docs: ClientDoc[]; total: number; limit: number; page: number; pages: number };
  }>(response).clientPage;
};

beforeAll(async () => {
  business = await createBusiness(context.app, 'Clients');
  other = await createBusiness(context.app, 'Other');
});

describe('POST /v1/client', () => {
  it('creates from JSON, stores the phone in E.164 and names the image avatar', async () => {
    const created = await addClient({
      ...validClient(1),
      address: 'Kilimani',
      notes: 'Prefers mornings',
    });
    expect(created).toMatchObject({
      fullName: 'Client 1',
      phone: '+254712345678',
      email: 'client1@example.com',
      gender: 'Female',
      address: 'Kilimani',
      image: null,
      avatar: null,
      categories: [],
    });
  });

  it('creates from multipart with a file and answers with its filename as image and avatar', async () => {
    const form = multipartBody(
      { businessId: business.businessId, ...validClient(2), notes: '', address: 'Westlands' },
      [{ field: 'file', filename: 'face.png', content: pngImage(), contentType: 'image/png' }],
    );
    const response = await send(context.app, 'POST', client.path, {
      cookie: business.owner.cookie,
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = body<{ client: ClientDoc }>(response).client;
    const filename = (created.image as { filename: string }).filename;
    expect(filename).toMatch(/\.png$/);
    expect(created.avatar).toEqual({ filename });
    const image = await send(context.app, 'GET', `/v1/file/${filename}`, {
      cookie: business.owner.cookie,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  const messages = {
    fullName: 'Full Name is required',
    email: 'Email is required',
    gender: 'Gender is required',
  };

  it('an empty JSON form gets every spec message at once and stores nothing', async () => {
    const before = await snapshot(context.database, business.businessId);
    const response = await send(context.app, 'POST', client.path, {
      cookie: business.owner.cookie,
      payload: { businessId: business.businessId },
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual(messages);
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('an empty multipart form gets the same messages', async () => {
    const form = multipartBody({
      businessId: business.businessId,
      fullName: '',
      phone: '',
      email: '',
      gender: '',
      notes: '',
      address: '',
    });
    const response = await send(context.app, 'POST', client.path, {
      cookie: business.owner.cookie,
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual(messages);
  });

  it.each([
    ['JSON', false],
    ['multipart', true],
  ])('bad phone and e-mail in %s get their spec messages', async (_kind, multipart) => {
    const values = {
      businessId: business.businessId,
      ...validClient(3),
      phone: '12345',
      email: 'not-an-email',
    };
    const form = multipartBody(values);
    const response = multipart
      ? await send(context.app, 'POST', client.path, {
          cookie: business.owner.cookie,
          payload: form.payload,
          headers: form.headers,
        })
      : await send(context.app, 'POST', client.path, {
          cookie: business.owner.cookie,
          payload: values,
        });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      phone: 'Phone number must be valid',
      email: 'Email must be valid',
    });
  });

  it.each(['+61 412 345 678', '0112345678', '+254 712-345-678'])(
    'accepts the phone %s',
    async (phone) => {
      const created = await addClient({ ...validClient(4), phone });
      expect(created.phone).toMatch(/^\+\d{10,15}$/);
    },
  );

  it('PUT changes what it sends and keeps the rest', async () => {
    const created = await addClient(validClient(5));
    const response = await send(context.app, 'PUT', `${client.path}/${created._id}`, {
      cookie: business.owner.cookie,
      payload: { businessId: business.businessId, gender: 'Other', phone: '+254 700 000 001' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ client: ClientDoc }>(response).client).toMatchObject({
      fullName: 'Client 5',
      gender: 'Other',
      phone: '+254700000001',
    });
  });
});

describe('client categories', () => {
  let vip: Doc;
  let regular: Doc;
  let amina: ClientDoc;
  let baraka: ClientDoc;
  const member = (
    path: 'add' | 'remove',
    payload: Record<string, unknown>,
    cookie = business.owner.cookie,
  ) =>
    send(context.app, 'POST', `/v1/client/category/${path}`, {
      cookie,
      payload: { businessId: business.businessId, ...payload },
    });

  beforeAll(async () => {
    vip = await addCategory('VIP');
    regular = await addCategory('Regular');
    amina = await addClient({ ...validClient(10), fullName: 'Amina Category' });
    baraka = await addClient({ ...validClient(11), fullName: 'Baraka Category', gender: 'Male' });
  });

  it('add answers with the category and its client count; the client document carries it', async () => {
    const response = await member('add', { clientId: amina._id, categoryId: vip._id });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ category: Doc }>(response).category).toMatchObject({
      _id: vip._id,
      category_name: 'VIP',
      name: 'VIP',
      clientCount: 1,
    });
    // Adding again changes nothing.
    expect(
      body<{ category: Doc }>(await member('add', { clientId: amina._id, categoryId: vip._id }))
        .category.clientCount,
    ).toBe(1);
    await member('add', { clientId: amina._id, categoryId: regular._id });
    const read = await get(`${client.path}/${amina._id}`);
    expect(body<{ client: ClientDoc }>(read).client.categories).toEqual([
      { _id: regular._id, category_name: 'Regular', name: 'Regular' },
      { _id: vip._id, category_name: 'VIP', name: 'VIP' },
    ]);
  });

  it('lists filter by categoryIds, one or several', async () => {
    await member('add', { clientId: baraka._id, categoryId: regular._id });
    expect((await listClients({ categoryIds: vip._id })).docs.map((doc) => doc.fullName)).toEqual([
      'Amina Category',
    ]);
    const both = await listClients({ categoryIds: `${vip._id},${regular._id}`, sort: 'fullName' });
    expect(both.docs.map((doc) => doc.fullName)).toEqual(['Amina Category', 'Baraka Category']);
    expect(both.total).toBe(2);
    expect(
      (await listClients({ categoryIds: regular._id, q: 'baraka' })).docs.map((doc) => doc._id),
    ).toEqual([baraka._id]);
    expect((await get(client.path, { categoryIds: 'not-an-id' })).statusCode).toBe(400);
  });

  it('the category list shows each category’s client count', async () => {
    const response = await get(clientCategory.path, { sort: 'category_name' });
    const docs = body<{ clientCategoryPage: { docs: Doc[] } }>(response).clientCategoryPage.docs;
    expect(docs.map((doc) => [doc.category_name, doc.clientCount])).toEqual([
      ['Regular', 2],
      ['VIP', 1],
    ]);
  });

  it('remove takes the client out, and removing again changes nothing', async () => {
    const response = await member('remove', { clientId: baraka._id, categoryId: regular._id });
    expect(response.statusCode).toBe(200);
    expect(body<{ category: Doc }>(response).category).toMatchObject({
      _id: regular._id,
      clientCount: 1,
    });
    expect(
      (await member('remove', { clientId: baraka._id, categoryId: regular._id })).statusCode,
    ).toBe(200);
    expect((await listClients({ categoryIds: regular._id })).docs.map((doc) => doc._id)).toEqual([
      amina._id,
    ]);
  });

  it('bad bodies are 422 with field messages and change nothing', async () => {
    const before = await snapshot(context.database, business.businessId);
    const missing = await member('add', {});
    expect(missing.statusCode).toBe(422);
    expect(body<ErrorBody>(missing).error.fields).toEqual({
      clientId: 'This field is required.',
      categoryId: 'This field is required.',
    });
    const malformed = await member('remove', { clientId: 'x', categoryId: 5 });
    expect(body<ErrorBody>(malformed).error.fields).toEqual({
      clientId: 'Must be the id of a record',
      categoryId: 'Must be text',
    });
    const extra = await member('add', { clientId: amina._id, categoryId: vip._id, note: 'x' });
    expect(body<ErrorBody>(extra).error.fields).toEqual({ note: 'Unknown field' });
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
  });

  it('ids of another business are 422 “Not found in this business” and change nothing in either', async () => {
    const foreignClient = await addClient(validClient(12), other);
    const foreignCategory = await addCategory('Theirs', other);
    const before = [
      await snapshot(context.database, business.businessId),
      await snapshot(context.database, other.businessId),
    ];
    for (const path of ['add', 'remove'] as const) {
      const response = await member(path, {
        clientId: foreignClient._id,
        categoryId: foreignCategory._id,
      });
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual({
        clientId: 'Not found in this business',
        categoryId: 'Not found in this business',
      });
      const mixed = await member(path, { clientId: amina._id, categoryId: foreignCategory._id });
      expect(body<ErrorBody>(mixed).error.fields).toEqual({
        categoryId: 'Not found in this business',
      });
    }
    // Naming the other business without a role there is a 403.
    const forbidden = await send(context.app, 'POST', '/v1/client/category/add', {
      cookie: business.owner.cookie,
      payload: {
        businessId: other.businessId,
        clientId: foreignClient._id,
        categoryId: foreignCategory._id,
      },
    });
    expect(forbidden.statusCode).toBe(403);
    expect([
      await snapshot(context.database, business.businessId),
      await snapshot(context.database, other.businessId),
    ]).toEqual(before);
  });

  it('staff need update on clients.Categories', async () => {
    const reader = await addMember(context.app, context.database, business.businessId, {
      'clients.Categories': ['read'],
    });
    expect(
      (await member('add', { clientId: baraka._id, categoryId: vip._id }, reader.cookie))
        .statusCode,
    ).toBe(403);
    const editor = await addMember(context.app, context.database, business.businessId, {
      'clients.Categories': ['update'],
    });
    expect(
      (await member('add', { clientId: baraka._id, categoryId: vip._id }, editor.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await member('remove', { clientId: baraka._id, categoryId: vip._id }, editor.cookie))
        .statusCode,
    ).toBe(200);
  });

  it('deleting a client or a category removes their memberships in the same write', async () => {
    const temporary = await addClient(validClient(13));
    await member('add', { clientId: temporary._id, categoryId: vip._id });
    const memberships = async () =>
      (
        await context.database.query(
          'select count(*)::int as n from client_category_members where client_id = $1',
          [temporary._id],
        )
      ).rows[0]!.n;
    expect(await memberships()).toBe(1);
    const deleted = await send(
      context.app,
      'DELETE',
      withQuery(`${client.path}/${temporary._id}`, { businessId: business.businessId }),
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': 'clients.Profile' },
      },
    );
    expect(deleted.statusCode).toBe(200);
    expect(
      body<{ client: ClientDoc }>(deleted).client.categories.map((category) => category._id),
    ).toEqual([vip._id]);
    expect(await memberships()).toBe(0);

    const bridal = await addCategory('Bridal');
    await member('add', { clientId: amina._id, categoryId: bridal._id });
    await send(
      context.app,
      'DELETE',
      withQuery(`${clientCategory.path}/${bridal._id}`, { businessId: business.businessId }),
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': clientCategory.module },
      },
    );
    const read = await get(`${client.path}/${amina._id}`);
    expect(
      body<{ client: ClientDoc }>(read).client.categories.map((category) => category.category_name),
    ).toEqual(['Regular', 'VIP']);
  });
});

describe('search and paging', () => {
  let searchBusiness: TestBusiness;
  beforeAll(async () => {
    searchBusiness = await createBusiness(context.app, 'Search');
    const people = [
      {
        fullName: 'Wanjiku Kamau',
        phone: '+254711111111',
        email: 'wanjiku@salon.test',
        gender: 'Female',
      },
      {
        fullName: 'Otieno Ouma',
        phone: '+254722222222',
        email: 'otieno@mail.test',
        gender: 'Male',
      },
      {
        fullName: 'Chebet Rono',
        phone: '+61412345678',
        email: 'chebet@salon.test',
        gender: 'Female',
      },
    ];
    for (const person of people) await addClient(person, searchBusiness);
  });
  const search = async (query: Record<string, string | number>) => {
    const response = await get(client.path, { sort: 'fullName', ...query }, searchBusiness);
    return body<{ clientPage: { docs: ClientDoc[]; total: number; pages: number; limit: number } }>(
      response,
    ).clientPage;
  };

  it.each([
    ['name', 'kamau', ['Wanjiku Kamau']],
    ['phone', '722222', ['Otieno Ouma']],
    ['email domain', 'salon.test', ['Chebet Rono', 'Wanjiku Kamau']],
    ['nothing', 'zzz', []],
  ])('q matches %s', async (_what, q, names) => {
    expect((await search({ q })).docs.map((doc) => doc.fullName)).toEqual(names);
  });

  it.each([
    ['a local number', '0722222'],
    ['a local number with spaces', '0722 222 222'],
    ['a local number with dashes and brackets', '(0722) 222-222'],
    ['the number without its trunk 0', '722 222'],
    ['the international form', '+254722'],
    ['the international form with spaces', '+254 722 222 222'],
  ])('q finds a Kenyan phone by %s', async (_how, q) => {
    expect((await search({ q })).docs.map((doc) => doc.fullName)).toEqual(['Otieno Ouma']);
  });

  it('q reads a trunk 0 in the business country: 07 finds the Kenyan mobiles, 0412 nothing in Kenya', async () => {
    expect((await search({ q: '07' })).docs.map((doc) => doc.fullName)).toEqual([
      'Otieno Ouma',
      'Wanjiku Kamau',
    ]);
    expect((await search({ q: '0412 345' })).docs).toEqual([]);
    expect((await search({ q: '+61 412' })).docs.map((doc) => doc.fullName)).toEqual([
      'Chebet Rono',
    ]);
  });

  it('q finds phones in an Australian business as typed there (04xx), and still names and e-mails', async () => {
    const australian = await createBusiness(context.app, 'Sydney');
    const moved = await send(context.app, 'PUT', `/v1/business/${australian.businessId}`, {
      cookie: australian.owner.cookie,
      payload: { country: 'AU' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await addClient(
      {
        fullName: 'Olivia Smith',
        phone: '0412 345 678',
        email: 'olivia@salon.test',
        gender: 'Female',
      },
      australian,
    );
    await addClient(
      { fullName: 'Jack Brown', phone: '02 9374 4000', email: 'jack@salon.test', gender: 'Male' },
      australian,
    );
    await addClient(
      {
        fullName: 'Amani Njeri',
        phone: '+254722222222',
        email: 'amani@salon.test',
        gender: 'Female',
      },
      australian,
    );
    const names = async (q: string) =>
      body<{ clientPage: { docs: ClientDoc[] } }>(
        await get(client.path, { sort: 'fullName', q }, australian),
      ).clientPage.docs.map((doc) => doc.fullName);
    expect(await names('0412 345')).toEqual(['Olivia Smith']);
    expect(await names('04')).toEqual(['Olivia Smith']);
    expect(await names('(02) 9374')).toEqual(['Jack Brown']);
    expect(await names('412345678')).toEqual(['Olivia Smith']);
    expect(await names('0722')).toEqual([]);
    expect(await names('+254 722')).toEqual(['Amani Njeri']);
    expect(await names('smith')).toEqual(['Olivia Smith']);
  });

  it.each([
    [5, 1, 3],
    [2, 2, 3],
    [0, 1, 3],
  ])('limit %i gives %i page(s) of %i clients', async (limit, pages, total) => {
    const page = await search({ limit });
    expect(page).toMatchObject({ pages, total, limit });
  });
});

describe('count, aggregate and export', () => {
  let stats: TestBusiness;
  let ids: string[];
  beforeAll(async () => {
    stats = await createBusiness(context.app, 'Stats');
    const category = await addCategory('Loyal', stats);
    const people = [
      { fullName: 'Old Client', email: 'old@example.com', gender: 'Male' },
      {
        fullName: '=HYPERLINK("http://evil.test")',
        email: 'formula@example.com',
        gender: 'Female',
        notes: '+1 then, "quoted"\nsecond line',
        address: '@home',
      },
      {
        fullName: 'Newest Client',
        phone: '0722000111',
        email: 'new@example.com',
        gender: 'Female',
      },
    ];
    ids = [];
    for (const person of people) ids.push((await addClient(person, stats))._id);
    await send(context.app, 'POST', '/v1/client/category/add', {
      cookie: stats.owner.cookie,
      payload: { businessId: stats.businessId, clientId: ids[2], categoryId: category._id },
    });
    // The first client joined two months ago.
    await context.database.query(
      `update clients set created_at = now() - interval '62 days' where id = $1`,
      [ids[0]],
    );
  });

  it('count gives the business total and the newest clients', async () => {
    const response = await get('/v1/client/count', {}, stats);
    expect(response.statusCode).toBe(200);
    const reply = body<{ clientCount: number; clients: ClientDoc[] }>(response);
    expect(reply.clientCount).toBe(3);
    expect(reply.clients.map((doc) => doc._id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(reply.clients[0]!.categories.map((category) => category.category_name)).toEqual([
      'Loyal',
    ]);
  });

  it('aggregate gives totals, new this month in the business time zone, genders and categories', async () => {
    const response = await get('/v1/client/aggregate', {}, stats);
    expect(response.statusCode).toBe(200);
    const { clientAggregate } = body<{ clientAggregate: Record<string, unknown> }>(response);
    expect(clientAggregate).toMatchObject({
      clients: 3,
      timeZone: 'Africa/Nairobi',
      byGender: { Male: 1, Female: 2, Other: 0 },
      byCategory: [{ category_name: 'Loyal', name: 'Loyal', clients: 1 }],
      uncategorised: 2,
    });
    // Two were added now; whether "now" is still this month depends on the clock only at a month's first seconds.
    expect(clientAggregate.newThisMonth).toBe(2);
    expect(clientAggregate.monthStart).toBe(
      monthStartIn('Africa/Nairobi', new Date()).toISOString(),
    );
  });

  it.each([
    ['Africa/Nairobi', '2026-03-01T02:00:00Z', '2026-02-28T21:00:00.000Z'],
    ['Africa/Nairobi', '2026-02-28T20:59:00Z', '2026-01-31T21:00:00.000Z'],
    ['Australia/Sydney', '2026-04-15T00:00:00Z', '2026-03-31T13:00:00.000Z'],
    ['Australia/Perth', '2026-01-01T00:00:00Z', '2025-12-31T16:00:00.000Z'],
  ])('a month in %s seen at %s began at %s', (timeZone, now, start) => {
    expect(monthStartIn(timeZone, new Date(now)).toISOString()).toBe(start);
  });

  it('export downloads clients.csv with a header row, quoting and neutralised formulas', async () => {
    const response = await get('/v1/client/export', { sort: 'createdAt' }, stats);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="clients.csv"');
    const rows = parse(response.body) as string[][];
    expect(rows[0]).toEqual([
      'Full Name',
      'Phone',
      'Email',
      'Gender',
      'Address',
      'Notes',
      'Categories',
      'Added On',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 7))).toEqual([
      ['Old Client', '', 'old@example.com', 'Male', '', '', ''],
      [
        `'=HYPERLINK("http://evil.test")`,
        '',
        'formula@example.com',
        'Female',
        "'@home",
        `'+1 then, "quoted"\nsecond line`,
        '',
      ],
      // E.164 starts with '+', so the shared formula rule marks phone numbers as text too.
      ['Newest Client', "'+254722000111", 'new@example.com', 'Female', '', '', 'Loyal'],
    ]);
    expect(rows[1]![7]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('export follows search and category filters and refuses paging', async () => {
    const searched = parse(
      (await get('/v1/client/export', { q: 'newest' }, stats)).body,
    ) as string[][];
    expect(searched.slice(1).map((row) => row[0])).toEqual(['Newest Client']);
    expect((await get('/v1/client/export', { limit: 5 }, stats)).statusCode).toBe(400);
    expect((await get('/v1/client/count', { q: 'x' }, stats)).statusCode).toBe(400);
  });

  it('an empty business exports the header row and counts zero', async () => {
    const empty = await createBusiness(context.app, 'Empty');
    const rows = parse((await get('/v1/client/export', {}, empty)).body) as string[][];
    expect(rows).toHaveLength(1);
    expect(
      body<{ clientCount: number; clients: unknown[] }>(await get('/v1/client/count', {}, empty)),
    ).toEqual({ clientCount: 0, clients: [] });
    const aggregate = body<{ clientAggregate: Record<string, unknown> }>(
      await get('/v1/client/aggregate', {}, empty),
    ).clientAggregate;
    expect(aggregate).toMatchObject({
      clients: 0,
      newThisMonth: 0,
      byGender: { Male: 0, Female: 0, Other: 0 },
      byCategory: [],
      uncategorised: 0,
    });
  });

  it.each(['/v1/client/count', '/v1/client/aggregate', '/v1/client/export'])(
    '%s: staff need read on clients.Profile; other businesses are 403',
    async (path) => {
      const none = await addMember(context.app, context.database, stats.businessId, {
        'clients.Categories': ['read'],
      });
      const reader = await addMember(context.app, context.database, stats.businessId, {
        'clients.Profile': ['read'],
      });
      const query = withQuery(path, { businessId: stats.businessId });
      expect((await send(context.app, 'GET', query, { cookie: none.cookie })).statusCode).toBe(403);
      expect((await send(context.app, 'GET', query, { cookie: reader.cookie })).statusCode).toBe(
        200,
      );
      expect(
        (await send(context.app, 'GET', query, { cookie: other.owner.cookie })).statusCode,
      ).toBe(403);
      expect((await send(context.app, 'GET', query)).statusCode).toBe(401);
    },
  );
});

describe('POST /v1/user/address', () => {
  let target: ClientDoc;
  const update = (payload: Record<string, unknown>, cookie = business.owner.cookie) =>
    send(context.app, 'POST', '/v1/user/address', { cookie, payload });
  beforeAll(async () => {
    target = await addClient({ ...validClient(20), address: 'Old street' });
  });

  it("updates the client's address and answers with the client", async () => {
    const response = await update({
      businessId: business.businessId,
      clientId: target._id,
      address: '  12 Ngong Road, Nairobi ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ client: ClientDoc }>(response).client).toMatchObject({
      _id: target._id,
      address: '12 Ngong Road, Nairobi',
      fullName: 'Client 20',
      categories: [],
    });
    const cleared = await update({
      businessId: business.businessId,
      clientId: target._id,
      address: null,
    });
    expect(body<{ client: ClientDoc }>(cleared).client.address).toBeNull();
  });

  it('bad input and other businesses change nothing', async () => {
    const foreign = await addClient(validClient(21), other);
    const before = [
      await snapshot(context.database, business.businessId),
      await snapshot(context.database, other.businessId),
    ];
    const missing = await update({ businessId: business.businessId, clientId: target._id });
    expect(missing.statusCode).toBe(422);
    expect(body<ErrorBody>(missing).error.fields).toEqual({ address: 'This field is required.' });
    const tooLong = await update({
      businessId: business.businessId,
      clientId: target._id,
      address: 'x'.repeat(501),
    });
    expect(body<ErrorBody>(tooLong).error.fields).toEqual({
      address: 'Must be 500 characters or fewer',
    });
    const foreignClient = await update({
      businessId: business.businessId,
      clientId: foreign._id,
      address: 'Hijacked',
    });
    expect(foreignClient.statusCode).toBe(422);
    expect(body<ErrorBody>(foreignClient).error.fields).toEqual({
      clientId: 'Not found in this business',
    });
    expect(
      (await update({ businessId: other.businessId, clientId: foreign._id, address: 'Hijacked' }))
        .statusCode,
    ).toBe(403);
    expect((await update({ clientId: target._id, address: 'x' })).statusCode).toBe(400);
    const notObject = await send(context.app, 'POST', '/v1/user/address', {
      cookie: business.owner.cookie,
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notObject.statusCode).toBe(400);
    expect([
      await snapshot(context.database, business.businessId),
      await snapshot(context.database, other.businessId),
    ]).toEqual(before);
  });

  it('staff need update on clients.Profile', async () => {
    const reader = await addMember(context.app, context.database, business.businessId, {
      'clients.Profile': ['read'],
    });
    expect(
      (
        await update(
          { businessId: business.businessId, clientId: target._id, address: 'x' },
          reader.cookie,
        )
      ).statusCode,
    ).toBe(403);
    const editor = await addMember(context.app, context.database, business.businessId, {
      'clients.Profile': ['update'],
    });
    expect(
      (
        await update(
          { businessId: business.businessId, clientId: target._id, address: 'Staff set' },
          editor.cookie,
        )
      ).statusCode,
    ).toBe(200);
  });
});

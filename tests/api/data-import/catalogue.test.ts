import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../../registry/dataImport';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { csvOf, importCalls, previewOf } from './support';

const context = setupTestApp();
let salon: TestBusiness;
const calls = importCalls(
  () => context.app,
  () => salon,
);

beforeAll(async () => {
  salon = await createBusiness(context.app, 'Catalogue');
});

const list = async <T>(path: string, key: string) => {
  const response = await send(
    context.app,
    'GET',
    withQuery(path, { businessId: salon.businessId, limit: 100 }),
    { cookie: salon.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<Record<string, { docs: T[] }>>(response)[key]!.docs;
};

describe('a service file', () => {
  it('makes its services with one pricing option each, and its new category in the same transaction', async () => {
    const csv = csvOf(
      'Service Name,Category,Duration,Price,Description',
      'Box braids,Braiding,2h,"KSh 4,500",Waist length',
      'Cornrows,braiding,60,"1,500.00",',
      'Blow dry,Styling,30 min,800,',
    );
    const preview = previewOf(await calls.preview({ kind: 'services', csv }));
    expect(preview.problems).toEqual([]);
    expect(preview.sample[0]!.values).toEqual({
      name: 'Box braids',
      category: 'Braiding',
      description: 'Waist length',
      durationMinutes: '120',
      price: '4500.00',
    });
    const response = await calls.run({ kind: 'services', csv });
    expect(response.statusCode, response.body).toBe(201);
    const categories = await list<{ _id: string; name: string }>(
      '/v1/service-category',
      'serviceCategoryPage',
    );
    expect(categories.map((category) => category.name).sort()).toEqual(['Braiding', 'Styling']);
    const braiding = categories.find((category) => category.name === 'Braiding')!._id;
    const services = await list<Record<string, unknown>>('/v1/service', 'servicePage');
    expect(services).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Box braids',
          categoryIds: [braiding],
          advancedPricing: [{ price: 4500, durationInMinutes: 120 }],
        }),
        expect.objectContaining({
          name: 'Cornrows',
          categoryIds: [braiding],
          advancedPricing: [{ price: 1500, durationInMinutes: 60 }],
        }),
      ]),
    );
  });

  it('lists a name already taken, a duplicate line, a duration not offered and a bad price', async () => {
    const csv = csvOf(
      'Name,Duration,Price',
      'box braids,120,4500',
      'Pedicure,45,1000',
      'Manicure,30,abc',
      'Manicure,30,900',
    );
    const problems = previewOf(await calls.preview({ kind: 'services', csv })).problems;
    expect(problems.map(({ line, field }) => ({ line, field }))).toEqual([
      { line: 2, field: 'name' },
      { line: 3, field: 'durationMinutes' },
      { line: 4, field: 'price' },
      { line: 5, field: 'name' },
    ]);
  });
});

describe('a staff file', () => {
  it('makes its staff members with their job titles, found or made', async () => {
    const csv = csvOf(
      'First Name,Last Name,Mobile,Job Title',
      'Wanjiku,Kamau,0712 000 001,Senior Stylist',
      'Otieno,Odhiambo,,Barber',
      'Akinyi,Omondi,0712 000 003,senior stylist',
    );
    const response = await calls.run({ kind: 'staff', csv });
    expect(response.statusCode, response.body).toBe(201);
    expect(body(response)).toEqual({ dataImport: { kind: 'staff', created: 3 } });
    const titles = await list<{ _id: string; name: string }>('/v1/job-title', 'jobTitlePage');
    expect(titles.map((title) => title.name).sort()).toEqual(['Barber', 'Senior Stylist']);
    const senior = titles.find((title) => title.name === 'Senior Stylist')!._id;
    const staff = await list<Record<string, unknown>>('/v1/employee', 'employeePage');
    expect(staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fullName: 'Wanjiku Kamau',
          phone: '+254712000001',
          jobTitleId: senior,
        }),
        expect.objectContaining({ fullName: 'Akinyi Omondi', jobTitleId: senior }),
      ]),
    );
  });
});

describe('a row with several problems', () => {
  it('has each listed at once, its reference’s own too, and nothing made', async () => {
    const before = await snapshot(context.database, salon.businessId);
    const csv = csvOf(
      'Name,Email,Job Title,Phone',
      `Amani,not-an-email,${'j'.repeat(121)},12`,
      'Baraka,baraka@example.test,Receptionist,',
    );
    const response = await calls.run({ kind: 'staff', csv });
    expect(response.statusCode, response.body).toBe(422);
    const problems = body<{ error: { details: { problems: { line: number; field: string }[] } } }>(
      response,
    ).error.details.problems;
    expect(problems.map(({ line, field }) => ({ line, field }))).toEqual([
      { line: 2, field: 'phone' },
      { line: 2, field: 'email' },
      { line: 2, field: 'jobTitle' },
    ]);
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);
  });
});

describe('the import calls', () => {
  const clientFile = csvOf('Name,Email,Gender', 'Zawadi,zawadi@example.test,F');

  it('are for owners and admins: a staff member gets 403, no session 401, nothing written', async () => {
    const staff = await addMember(context.app, context.database, salon.businessId, {
      'clients.Profile': ['read', 'create'],
    });
    const before = await snapshot(context.database, salon.businessId);
    const refused = await calls.run({ kind: 'clients', csv: clientFile }, staff.cookie);
    expect(refused.statusCode).toBe(403);
    const previewed = await calls.preview({ kind: 'clients', csv: clientFile }, staff.cookie);
    expect(previewed.statusCode).toBe(403);
    const signedOut = await send(context.app, 'POST', '/v1/data-import', {
      payload: { businessId: salon.businessId, kind: 'clients', csv: clientFile },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);
    const admin = await addMember(context.app, context.database, salon.businessId, {}, 'admin');
    expect(
      (await calls.preview({ kind: 'clients', csv: clientFile }, admin.cookie)).statusCode,
    ).toBe(200);
  });

  it.each([
    ['an empty file', { csv: '  \r\n' }, 'csv'],
    ['a header only', { csv: 'Name,Email\r\n' }, 'csv'],
    ['a repeated column', { csv: csvOf('Name,Email,Name', 'a,b,c') }, 'csv'],
    ['an unclosed quote', { csv: csvOf('Name,Email', '"Zawadi,z@example.test') }, 'csv'],
    [
      'too many rows',
      { csv: csvOf('Name,Email', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => 'a,b')) },
      'csv',
    ],
    ['an unknown preset', { preset: 'square-clients' }, 'preset'],
    ['an unknown kind', { kind: 'products' }, 'kind'],
    ['a mapping to a missing column', { mapping: { email: 'E-mail address' } }, 'mapping.email'],
    ['a mapping of an unknown field', { mapping: { colour: 'Name' } }, 'mapping.colour'],
    ['a default of an unknown field', { defaults: { colour: 'red' } }, 'defaults.colour'],
    ['a mapping that is no object', { mapping: ['Name'] }, 'mapping'],
  ])('refuse %s with a 4xx on its field, writing nothing', async (_case, change, field) => {
    const before = await snapshot(context.database, salon.businessId);
    for (const call of [calls.preview, calls.run]) {
      const response = await call({ kind: 'clients', csv: clientFile, ...change } as never);
      expect(response.statusCode, response.body).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toHaveProperty([field]);
    }
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../registry';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { createRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { csvOf, importCalls, previewOf, problemsOf } from './support';

const context = setupTestApp();
let salon: TestBusiness;
const calls = importCalls(
  () => context.app,
  () => salon,
);

beforeAll(async () => {
  salon = await createBusiness(context.app, 'Import');
  await createRecord(context.app, salon.owner.cookie, client, salon.businessId, {
    fullName: 'Existing Client',
    phone: '+254733111222',
    email: 'existing@example.test',
    gender: 'Female',
  });
  const endpoint = await send(context.app, 'POST', '/v1/webhook-endpoint', {
    cookie: salon.owner.cookie,
    payload: {
      businessId: salon.businessId,
      url: 'https://hooks.example.test/saluni',
      events: ['client.created'],
    },
  });
  expect(endpoint.statusCode, endpoint.body).toBe(201);
});

/** Rows of `sql` (a count) for the salon. */
const countOf = async (sql: string) =>
  Number((await context.database.query(sql, [salon.businessId])).rows[0]!.n);

const listedClients = async () => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/client', { businessId: salon.businessId, limit: 100 }),
    { cookie: salon.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ clientPage: { docs: Record<string, unknown>[] } }>(response).clientPage.docs;
};

// A Kenyan salon's list: local phones, one row per problem the preview must name.
const kenyanFile = csvOf(
  'Name,Mobile Number,E-mail,Gender,Date of Birth',
  'Amina Otieno,0712 345 678,amina@example.test,F,15/08/1990',
  'Baraka Mwangi,0722-000-111,,M,',
  'Chebet Koech,12345,chebet@example.test,female,',
  'Dalia Njeri,+254712345678,dalia@example.test,Other,',
  'Esther Wanjiru,0733 111 222,esther@example.test,f,',
);

describe('a client file of a Kenyan salon', () => {
  it('is previewed with local phones made international and every problem on its line, writing nothing', async () => {
    const before = await snapshot(context.database, salon.businessId);
    const response = await calls.preview({ kind: 'clients', csv: kenyanFile });
    expect(response.statusCode, response.body).toBe(200);
    const preview = previewOf(response);
    expect(preview).toMatchObject({
      kind: 'clients',
      columns: ['Name', 'Mobile Number', 'E-mail', 'Gender', 'Date of Birth'],
      mapping: {
        fullName: 'Name',
        phone: 'Mobile Number',
        email: 'E-mail',
        gender: 'Gender',
        birthday: 'Date of Birth',
      },
      rowCount: 5,
      validCount: 1,
    });
    expect(preview.sample[0]).toEqual({
      line: 2,
      values: {
        fullName: 'Amina Otieno',
        phone: '+254712345678',
        email: 'amina@example.test',
        gender: 'Female',
        birthday: '1990-08-15',
      },
    });
    const problems = preview.problems.map(({ line, field }) => ({ line, field }));
    expect(problems).toEqual([
      { line: 3, field: 'email' },
      { line: 4, field: 'phone' },
      { line: 5, field: 'phone' },
      { line: 6, field: 'phone' },
    ]);
    expect(preview.problems[2]!.message).toContain('2');
    expect(preview.problems[3]!.message).toMatch(/already exists/);
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);
  });

  it('is refused whole while one row has a problem: a 422 listing it, nothing written', async () => {
    const before = await snapshot(context.database, salon.businessId);
    const response = await calls.run({ kind: 'clients', csv: kenyanFile });
    expect(response.statusCode, response.body).toBe(422);
    expect(body<{ error: { code: string; message: string } }>(response).error).toMatchObject({
      code: 'IMPORT_PROBLEMS',
      message: '4 rows have problems: nothing was imported',
    });
    expect(problemsOf(response)).toHaveLength(4);
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);
  });

  it('says how many rows have problems in Swahili to a Swahili speaker', async () => {
    const language = await send(context.app, 'PUT', '/v1/user/language', {
      cookie: salon.owner.cookie,
      payload: { language: 'sw' },
    });
    expect(language.statusCode, language.body).toBe(200);
    const response = await calls.run({ kind: 'clients', csv: kenyanFile });
    expect(body<{ error: { message: string } }>(response).error.message).toBe(
      'Mistari 4 ina matatizo: hakuna kilichoingizwa',
    );
    await send(context.app, 'PUT', '/v1/user/language', {
      cookie: salon.owner.cookie,
      payload: { language: 'en' },
    });
  });

  it('is imported whole once clean: 201, and every client listed by the normal list', async () => {
    const clean = csvOf(
      'First Name;Last Name;Mobile;Email;Gender',
      'Amina;Otieno;0712 345 678;amina@example.test;F',
      '',
      'Baraka;Mwangi;0722-000-111;baraka@example.test;male',
      '"Chebet ""Chichi""";Koech;;chebet@example.test;',
    );
    const response = await calls.run({
      kind: 'clients',
      csv: clean,
      defaults: { gender: 'Other' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(body(response)).toEqual({ dataImport: { kind: 'clients', created: 3 } });
    const listed = await listedClients();
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fullName: 'Amina Otieno',
          phone: '+254712345678',
          gender: 'Female',
        }),
        expect.objectContaining({
          fullName: 'Baraka Mwangi',
          phone: '+254722000111',
          gender: 'Male',
        }),
        expect.objectContaining({ fullName: 'Chebet "Chichi" Koech', gender: 'Other' }),
      ]),
    );
    // As any create: each client in the audit trail under the import's call, and its webhook queued.
    expect(
      await countOf(
        `select count(*) as n from audit_events where business_id = $1 and table_name = 'clients' and route = 'POST /v1/data-import' and actor_user_id is not null`,
      ),
    ).toBe(3);
    expect(
      await countOf(
        `select count(*) as n from webhook_deliveries where business_id = $1 and event_type = 'client.created'`,
      ),
    ).toBe(3);
    const again = await calls.preview({ kind: 'clients', csv: clean });
    expect(previewOf(again).problems.map((problem) => problem.field)).toEqual([
      'phone',
      'email',
      'phone',
      'email',
      'gender',
      'email',
    ]);
  });
});

describe('the phones of an Australian salon', () => {
  it('are read as Australian numbers, as the business decides', async () => {
    const owner = salon.owner.cookie;
    const created = await send(context.app, 'POST', '/v1/business', {
      cookie: owner,
      payload: { name: `Bondi ${Date.now()}`, country: 'AU' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const businessId = body<{ business: { _id: string } }>(created).business._id;
    const response = await calls.preview({
      businessId,
      kind: 'clients',
      csv: csvOf('Full Name,Phone,Email,Gender', 'Mia Jones,0412 345 678,mia@example.test,F'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(previewOf(response).sample[0]!.values.phone).toBe('+61412345678');
  });
});

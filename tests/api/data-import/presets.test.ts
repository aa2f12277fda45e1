import { beforeAll, describe, expect, it } from 'vitest';
import { client, employee, service } from '../../../registry';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body } from '../support/http';
import { createRecord, sampleRecord, snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { csvOf, importCalls, previewOf, problemsOf } from './support';

const context = setupTestApp();
let salon: TestBusiness;
const calls = importCalls(
  () => context.app,
  () => salon,
);

/** A Tuesday and a Wednesday inside the default working week, on no Kenyan public holiday. */
const TUESDAY = { dayFirst: '05/03/2030', iso: '2030-03-05' };
const WEDNESDAY = '2030-03-06';

beforeAll(async () => {
  salon = await createBusiness(context.app, 'Presets');
  const { cookie } = salon.owner;
  await createRecord(context.app, cookie, service, salon.businessId, {
    name: 'Haircut',
    advancedPricing: [{ price: 1500, durationInMinutes: 60 }],
  });
  await createRecord(context.app, cookie, employee, salon.businessId, {
    ...sampleRecord(employee, 1),
    fullName: 'Wanjiku Kamau',
    email: undefined,
  });
  for (const [fullName, phone, email] of [
    ['Amina Otieno', '+254712345678', 'amina@example.test'],
    ['Twin Name', '+254711000001', 'twin1@example.test'],
    ['Twin Name', '+254711000002', 'twin2@example.test'],
  ])
    await createRecord(context.app, cookie, client, salon.businessId, {
      fullName,
      phone,
      email,
      gender: 'Female',
    });
});

const appointmentRows = async () =>
  (
    await context.database.query(
      'select start_date, duration_in_minutes from appointments where business_id = $1 order by start_date',
      [salon.businessId],
    )
  ).rows.map((row) => ({
    start: new Date(row.start_date as string).toISOString(),
    minutes: row.duration_in_minutes,
  }));

describe('the client presets', () => {
  it('import a Fresha client export by its columns', async () => {
    const csv = csvOf(
      'First Name,Last Name,Mobile Number,Telephone,Email,Gender,Date of Birth,Address,Note,Blocked',
      'Faith,Achieng,0701 234 567,,faith@example.test,Female,1992-04-01,Moi Avenue,Likes tea,No',
      'Gideon,Ouma,0702 345 678,020 000 0000,gideon@example.test,Male,,,,No',
    );
    const response = await calls.run({ kind: 'clients', preset: 'fresha-clients', csv });
    expect(response.statusCode, response.body).toBe(201);
    expect(body(response)).toEqual({ dataImport: { kind: 'clients', created: 2 } });
    const { rows } = await context.database.query(
      `select full_name, phone, birthday::text, notes from clients where business_id = $1 and email in ('faith@example.test', 'gideon@example.test') order by full_name`,
      [salon.businessId],
    );
    expect(rows).toEqual([
      {
        full_name: 'Faith Achieng',
        phone: '+254701234567',
        birthday: '1992-04-01',
        notes: 'Likes tea',
      },
      { full_name: 'Gideon Ouma', phone: '+254702345678', birthday: null, notes: null },
    ]);
  });

  it('import a Timely client export by its columns', async () => {
    const csv = csvOf(
      'Customer ID,First Name,Last Name,Email,Mobile,Telephone,Gender,Birthday,Physical Address,Notes',
      '17,Halima,Said,halima@example.test,0703 456 789,,F,21/11/1988,Nyali,',
    );
    const preview = await calls.preview({ kind: 'clients', preset: 'timely-clients', csv });
    expect(previewOf(preview).mapping).toMatchObject({
      firstName: 'First Name',
      phone: 'Mobile',
      birthday: 'Birthday',
      address: 'Physical Address',
    });
    const response = await calls.run({ kind: 'clients', preset: 'timely-clients', csv });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await context.database.query(
      `select full_name, phone, gender, birthday::text, address from clients where business_id = $1 and email = 'halima@example.test'`,
      [salon.businessId],
    );
    expect(rows).toEqual([
      {
        full_name: 'Halima Said',
        phone: '+254703456789',
        gender: 'Female',
        birthday: '1988-11-21',
        address: 'Nyali',
      },
    ]);
  });
});

describe('the appointment presets', () => {
  it('import a Fresha appointment export in the business time zone: 09:00 in Nairobi is 06:00Z', async () => {
    const csv = csvOf(
      'Ref #,Scheduled Date,Time,Duration,Client,Service,Team Member,Status',
      `1001,${TUESDAY.dayFirst},09:00,1h 30min,Amina Otieno,Haircut,Wanjiku Kamau,Booked`,
    );
    const preview = await calls.preview({
      kind: 'appointments',
      preset: 'fresha-appointments',
      csv,
    });
    expect(previewOf(preview).sample).toEqual([
      {
        line: 2,
        values: {
          date: TUESDAY.iso,
          startTime: '09:00',
          startDate: `${TUESDAY.iso}T06:00:00.000Z`,
          durationMinutes: '90',
          client: 'Amina Otieno',
          service: 'Haircut',
          staff: 'Wanjiku Kamau',
        },
      },
    ]);
    const response = await calls.run({ kind: 'appointments', preset: 'fresha-appointments', csv });
    expect(response.statusCode, response.body).toBe(201);
    expect(await appointmentRows()).toEqual([
      { start: `${TUESDAY.iso}T06:00:00.000Z`, minutes: 90 },
    ]);
  });

  it('import a Timely appointment export, the client found by phone, the duration the service’s', async () => {
    const csv = csvOf(
      'Date,Start Time,Customer,Customer Mobile,Service,Staff',
      `${WEDNESDAY},2:00 PM,Someone Else,0712 345 678,haircut,Wanjiku Kamau`,
    );
    const response = await calls.run({ kind: 'appointments', preset: 'timely-appointments', csv });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await context.database.query(
      `select c.full_name from appointments a join clients c on c.id = a.client_id where a.business_id = $1 and a.start_date = $2`,
      [salon.businessId, `${WEDNESDAY}T11:00:00Z`],
    );
    expect(rows).toEqual([{ full_name: 'Amina Otieno' }]);
    expect((await appointmentRows()).at(-1)).toEqual({
      start: `${WEDNESDAY}T11:00:00.000Z`,
      minutes: 60,
    });
  });

  it('refuse, row by row, a past appointment, an overlap, an unknown or ambiguous name', async () => {
    const before = await snapshot(context.database, salon.businessId);
    const csv = csvOf(
      'Scheduled Date,Time,Client,Service,Team Member',
      '01/01/2020,10:00,Amina Otieno,Haircut,Wanjiku Kamau',
      `${TUESDAY.dayFirst},09:30,Amina Otieno,Haircut,Wanjiku Kamau`,
      `${TUESDAY.dayFirst},15:00,Nobody Known,Haircut,Wanjiku Kamau`,
      `${TUESDAY.dayFirst},16:30,Twin Name,Pedicure,Wanjiku Kamau`,
      `${TUESDAY.dayFirst},25:00,Amina Otieno,Haircut,Wanjiku Kamau`,
    );
    const response = await calls.run({ kind: 'appointments', preset: 'fresha-appointments', csv });
    expect(response.statusCode, response.body).toBe(422);
    const problems = problemsOf(response).map(({ line, field }) => ({ line, field }));
    expect(problems).toEqual([
      { line: 2, field: 'date' },
      { line: 3, field: 'staff' },
      { line: 4, field: 'client' },
      { line: 5, field: 'client' },
      { line: 5, field: 'service' },
      { line: 6, field: 'startTime' },
    ]);
    const messages = problemsOf(response).map((problem) => problem.message);
    expect(messages[0]).toBe('Only future appointments can be imported');
    expect(messages[1]).toMatch(/Wanjiku Kamau/);
    expect(messages[3]).toMatch(/More than one match/);
    expect(await snapshot(context.database, salon.businessId)).toEqual(before);
  });

  it('refuse a preset of another kind', async () => {
    const response = await calls.preview({
      kind: 'clients',
      preset: 'timely-appointments',
      csv: csvOf('Date', WEDNESDAY),
    });
    expect(response.statusCode).toBe(422);
    expect(
      body<{ error: { fields: Record<string, string> } }>(response).error.fields,
    ).toHaveProperty('preset');
  });
});

import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { employee, jobTitle } from '../../../registry';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { send, withQuery } from '../support/http';
import { createRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { createEmployee } from './support';

const context = setupTestApp();
let business: TestBusiness;
let other: TestBusiness;
const exportUrl = (businessId: string, extra: Record<string, string> = {}) =>
  withQuery(`${employee.path}/export`, { businessId, ...extra });

beforeAll(async () => {
  business = await createBusiness(context.app, 'Export');
  other = await createBusiness(context.app, 'Elsewhere');
  const stylist = await createRecord(
    context.app,
    business.owner.cookie,
    jobTitle,
    business.businessId,
    { name: 'Stylist' },
  );
  await createEmployee(context.app, business.owner.cookie, business.businessId, {
    fullName: 'Zawadi Njeri',
    phone: '0712345678',
    email: 'zawadi@example.test',
    jobTitleId: stylist._id,
  });
  await createEmployee(context.app, business.owner.cookie, business.businessId, {
    fullName: '=HYPERLINK("x")',
    phone: '+61412345678',
  });
  await createEmployee(context.app, other.owner.cookie, other.businessId, {
    fullName: 'Other Salon Person',
  });
});

it('downloads employees.csv with a header row and one row per employee of the business, by name', async () => {
  const response = await send(context.app, 'GET', exportUrl(business.businessId), {
    cookie: business.owner.cookie,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe('attachment; filename="employees.csv"');
  expect(response.body).toContain('\r\n');
  const rows = parse(response.body) as string[][];
  expect(rows[0]).toEqual([
    'Full name',
    'Email',
    'Phone',
    'Job title',
    'Working hours',
    'Created at',
  ]);
  expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
    // A formula-looking name is neutralised for spreadsheets.
    [`'=HYPERLINK("x")`, '', "'+61412345678", ''],
    ['Zawadi Njeri', 'zawadi@example.test', "'+254712345678", 'Stylist'],
  ]);
  expect(rows[2]![4]).toBe(
    'Monday 08:00-18:00; Tuesday 08:00-18:00; Wednesday 08:00-18:00; Thursday 08:00-18:00; Friday 08:00-18:00; Saturday 08:00-18:00; Sunday Day off',
  );
  expect(rows[2]![5]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

it('needs read on employees.All Employees, membership, and known parameters', async () => {
  const staff = await addMember(context.app, context.database, business.businessId, {
    'clients.Profile': ['read'],
  });
  expect(
    (await send(context.app, 'GET', exportUrl(business.businessId), { cookie: staff.cookie }))
      .statusCode,
  ).toBe(403);
  const reader = await addMember(context.app, context.database, business.businessId, {
    'employees.All Employees': ['read'],
  });
  expect(
    (await send(context.app, 'GET', exportUrl(business.businessId), { cookie: reader.cookie }))
      .statusCode,
  ).toBe(200);
  expect(
    (await send(context.app, 'GET', exportUrl(other.businessId), { cookie: business.owner.cookie }))
      .statusCode,
  ).toBe(403);
  expect((await send(context.app, 'GET', exportUrl(business.businessId))).statusCode).toBe(401);
  expect(
    (
      await send(context.app, 'GET', exportUrl(business.businessId, { format: 'xlsx' }), {
        cookie: business.owner.cookie,
      })
    ).statusCode,
  ).toBe(400);
});

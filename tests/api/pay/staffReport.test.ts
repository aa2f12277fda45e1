import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { partOfShare } from '../../../registry/lineShares';
import type { Order } from '../../../registry/orders';
import { addDays } from '../../../registry/payPeriods';
import type { StaffReport, StaffReportRow } from '../../../registry/staffReport';
import { appointments, orderLineStaff } from '../../../server/db/schema';
import { instantOf } from '../../../server/tenancy/zonedTime';
import { addMember } from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { payBusiness, type PayBusiness } from './support';

const context = setupTestApp();
let salon: PayBusiness;
let amina: string;
let baraka: string;
let chebet: string;

const minor = (amount: number) => Math.round(amount * 100);
const money = (amountMinor: number) => amountMinor / 100;
const lineOf = (order: Order, kind: string) => order.lines.find((line) => line.kind === kind)!;

const report = async (from = salon.today, to = salon.today): Promise<StaffReport> => {
  const response = await salon.get('/v1/pay/staff-report', { from, to });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ staffReport: StaffReport }>(response).staffReport;
};
const rowOf = (staffReport: StaffReport, employeeId: string): StaffReportRow =>
  staffReport.rows.find((row) => row.employee._id === employeeId)!;

/** Credits a line to several staff at once, as the checkout does for braiders working one head. */
const shareLine = async (lineId: string, shares: [string, number, number][]) => {
  const { businessId } = salon.business;
  await context.database.query(
    'delete from order_line_staff where business_id = $1 and order_line_id = $2',
    [businessId, lineId],
  );
  await context.database.db.insert(orderLineStaff).values(
    shares.map(([employeeId, fromUnits, toUnits]) => ({
      businessId,
      id: uuidv7(),
      orderLineId: lineId,
      employeeId,
      shareFrom: (fromUnits / 10_000).toFixed(4),
      shareTo: (toUnits / 10_000).toFixed(4),
    })),
  );
};

/** An appointment of the sale's client made now (so on the visit's day), starting at `start` in Nairobi. */
const book = (start: string) => {
  const startDate = instantOf(start, 'Africa/Nairobi');
  return context.database.db.insert(appointments).values({
    businessId: salon.business.businessId,
    id: uuidv7(),
    clientId: salon.items.clientId,
    employeeId: amina,
    serviceIds: [salon.items.serviceId],
    startDate,
    durationInMinutes: 60,
    endDate: new Date(startDate.getTime() + 3_600_000),
  });
};

let first: Order;
let shared: Order;

beforeAll(async () => {
  salon = await payBusiness(context);
  const created = await salon.post('/v1/commission-plan', {
    name: 'Stylists',
    rates: { service: { type: 'percent', value: 10 }, product: { type: 'fixed', value: 5 } },
  });
  expect(created.statusCode, created.body).toBe(201);
  const planId = body<{ commissionPlan: { _id: string } }>(created).commissionPlan._id;
  amina = await salon.addEmployee('Amina', planId);
  baraka = await salon.addEmployee('Baraka', planId);
  chebet = await salon.addEmployee('Chebet', null);
  const { entries } = salon.items;
  first = await salon.sell([
    { ...entries.service, quantity: 2, discount: 100, employeeId: amina },
    { ...entries.product, employeeId: baraka },
  ]);
  shared = await salon.sell([{ ...entries.service, employeeId: amina }]);
  await shareLine(lineOf(shared, 'service')._id, [
    [amina, 0, 3334],
    [baraka, 3334, 6667],
    [chebet, 6667, 10_000],
  ]);
  // A cancelled order counts for no one.
  const cancelled = await salon.sell([{ ...entries.service, employeeId: amina }]);
  await context.database.query("update orders set status = 'cancelled' where id = $1", [
    cancelled._id,
  ]);
});

describe('the staff report', () => {
  it('gives each staff member their parts of the lines, a line shared by three counted for each', async () => {
    const staffReport = await report();
    const service = minor(lineOf(first, 'service').total);
    const product = minor(lineOf(first, 'product').total);
    const sharedTotal = minor(lineOf(shared, 'service').total);
    const parts = [
      partOfShare(sharedTotal, 0, 3334),
      partOfShare(sharedTotal, 3334, 6667),
      partOfShare(sharedTotal, 6667, 10_000),
    ] as const;
    expect(parts[0] + parts[1] + parts[2]).toBe(sharedTotal);
    expect(rowOf(staffReport, amina)).toMatchObject({
      employee: { _id: amina, fullName: 'Amina' },
      sales: money(service + parts[0]),
      servicesDone: 3,
      serviceSales: money(service + parts[0]),
      productSales: 0,
      orders: 2,
      averageBill: money(Math.round((service + parts[0]) / 2)),
    });
    expect(rowOf(staffReport, baraka)).toMatchObject({
      sales: money(product + parts[1]),
      servicesDone: 1,
      serviceSales: money(parts[1]),
      productSales: money(product),
      orders: 2,
    });
    expect(rowOf(staffReport, chebet)).toMatchObject({
      sales: money(parts[2]),
      servicesDone: 1,
      orders: 1,
      averageBill: money(parts[2]),
    });
    // The totals count each order once, however many staff share it.
    expect(staffReport.totals).toMatchObject({
      sales: money(service + product + sharedTotal),
      servicesDone: 5,
      orders: 2,
      averageBill: money(Math.round((service + product + sharedTotal) / 2)),
    });
    expect(staffReport).toMatchObject({ from: salon.today, to: salon.today, currency: 'KES' });
    // Nothing the day before.
    const before = await report(addDays(salon.today, -1), addDays(salon.today, -1));
    expect(rowOf(before, amina)).toMatchObject({ sales: 0, orders: 0, rebookingRate: null });
  });

  it('gives each staff member the commission of their statement lines', async () => {
    const staffReport = await report();
    let total = 0;
    for (const employeeId of [amina, baraka, chebet]) {
      const statement = await salon.statement(salon.today, employeeId);
      expect(rowOf(staffReport, employeeId).commission).toBe(statement.commission);
      total += minor(statement.commission);
    }
    expect(rowOf(staffReport, amina).commission).toBeGreaterThan(0);
    expect(rowOf(staffReport, baraka).commission).toBeGreaterThan(0);
    expect(rowOf(staffReport, chebet).commission).toBe(0);
    expect(staffReport.totals.commission).toBe(money(total));
  });

  it('counts a visit rebooked when the client books a later day on the day of the visit', async () => {
    const visitsOf = async () => {
      const staffReport = await report();
      return [amina, baraka, chebet].map((id) => rowOf(staffReport, id).rebookingRate);
    };
    // One client, one day: one visit for each of the three.
    expect(await visitsOf()).toEqual([0, 0, 0]);
    // Booked for later the same day: not a rebooking.
    await book(`${salon.today}T23:30:00`);
    expect(await visitsOf()).toEqual([0, 0, 0]);
    await book(`${addDays(salon.today, 14)}T10:00:00`);
    expect(await visitsOf()).toEqual([100, 100, 100]);
    expect((await report()).totals.rebookingRate).toBe(100);
  });

  it('exports the report as CSV with a totals row, headers in the caller’s language', async () => {
    const response = await salon.get('/v1/pay/staff-report/export', {
      from: salon.today,
      to: salon.today,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      `staff-report-${salon.today}-${salon.today}.csv`,
    );
    const [header, ...rows] = response.body.trim().split('\r\n');
    expect(header).toBe(
      'Staff member,Sales,Services done,Service sales,Product sales,Orders,Average bill,Rebooking rate (%),Commission',
    );
    const staffReport = await report();
    const chebetRow = rowOf(staffReport, chebet);
    expect(rows).toContain(
      [
        'Chebet',
        chebetRow.sales.toFixed(2),
        '1',
        chebetRow.serviceSales.toFixed(2),
        '0.00',
        '1',
        chebetRow.averageBill.toFixed(2),
        '100',
        '0.00',
      ].join(','),
    );
    expect(rows.at(-1)).toMatch(/^Totals,/);
  });

  it('refuses a missing, impossible, reversed or too long range on its field', async () => {
    const refusal = async (query: Record<string, string | undefined>) => {
      const response = await salon.get('/v1/pay/staff-report', query);
      expect(response.statusCode, response.body).toBe(422);
      return body<ErrorBody>(response).error.fields;
    };
    expect(await refusal({ to: salon.today })).toEqual({ from: 'Give a day (YYYY-MM-DD)' });
    expect(await refusal({ from: '2026-02-30', to: '2026-03-01' })).toHaveProperty('from');
    expect(await refusal({ from: salon.today, to: 'tomorrow' })).toHaveProperty('to');
    expect(await refusal({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'The last day comes before the first',
    });
    expect(await refusal({ from: '2025-01-01', to: '2026-01-02' })).toEqual({
      to: 'A report covers at most 366 days',
    });
    // A whole leap year is fine.
    expect(
      (await salon.get('/v1/pay/staff-report', { from: '2028-01-01', to: '2028-12-31' }))
        .statusCode,
    ).toBe(200);
  });

  it('is for roles that may read pay', async () => {
    const { businessId } = salon.business;
    const stylist = await addMember(context.app, context.database, businessId, {
      'reports.Sales': ['read'],
    });
    const payroll = await addMember(context.app, context.database, businessId, {
      'staff.Pay': ['read'],
    });
    const query = { from: salon.today, to: salon.today };
    for (const path of ['/v1/pay/staff-report', '/v1/pay/staff-report/export']) {
      expect((await salon.get(path, query, stylist.cookie)).statusCode).toBe(403);
      expect((await salon.get(path, query, payroll.cookie)).statusCode).toBe(200);
    }
  });
});

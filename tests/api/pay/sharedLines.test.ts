import { beforeAll, describe, expect, it } from 'vitest';
import { splitByShares } from '../../../registry/lineShares';
import type { Order, StaffShareInput } from '../../../registry/orders';
import type { SalesReport } from '../../../registry/reports';
import { body } from '../support/http';
import { reportCalls } from '../reports/support';
import { setupTestApp } from '../support/testApp';
import { payBusiness, percentOf, type CreditedEntry, type PayBusiness } from './support';

const context = setupTestApp();
let salon: PayBusiness;
let braiders: string[];

const serviceLine = (order: Order) => order.lines.find((line) => line.kind === 'service')!;
const minor = (amount: number) => Math.round(amount * 100);
const netOf = (line: Order['lines'][number]) => minor(line.taxable - line.tax);

/** The braiding service, sold once, shared by `staff`. */
const braiding = (staff: StaffShareInput[]): CreditedEntry =>
  Object.assign({ ...salon.items.entries.service }, { staff });

/** Each braider's statement line for the order's service line. */
const statementLines = async (order: Order) =>
  Promise.all(
    braiders.map(async (braider) => {
      const statement = await salon.statement(salon.today, braider);
      return statement.lines.find((line) => line.lineId === serviceLine(order)._id)!;
    }),
  );

beforeAll(async () => {
  salon = await payBusiness(context);
  const response = await salon.post('/v1/commission-plan', {
    name: 'Braiders',
    rates: { service: { type: 'percent', value: 10 } },
    categoryRates: [],
    itemRates: [],
    tiers: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  const planId = body<{ commissionPlan: { _id: string } }>(response).commissionPlan._id;
  braiders = await Promise.all(
    ['Achieng', 'Wambui', 'Nafula'].map((name) => salon.addEmployee(name, planId)),
  );
});

describe('a line shared by three braiders', () => {
  it('splits equally by default: 0.3334, 0.3333, 0.3333, each net part and commission adding up to the line', async () => {
    const order = await salon.sell([braiding(braiders.map((employeeId) => ({ employeeId })))]);
    const line = serviceLine(order);
    expect(line.staff.map(({ employeeId, share }) => [employeeId, share])).toEqual([
      [braiders[0], 0.3334],
      [braiders[1], 0.3333],
      [braiders[2], 0.3333],
    ]);
    expect(line.employee?._id).toBe(braiders[0]);
    const lines = await statementLines(order);
    expect(lines.map((statementLine) => statementLine.share)).toEqual([0.3334, 0.3333, 0.3333]);
    const parts = splitByShares(netOf(line), [0.3334, 0.3333, 0.3333]);
    expect(lines.map((statementLine) => minor(statementLine.net))).toEqual(parts);
    expect(parts.reduce((total, part) => total + part, 0)).toBe(netOf(line));
    expect(lines.map((statementLine) => statementLine.commission)).toEqual(
      parts.map((part) => percentOf(part / 100, 10)),
    );
  });

  it('takes the shares given (0.5, 0.3, 0.2) and the sales report credits each with their exact part', async () => {
    const shares = [0.5, 0.3, 0.2];
    const before = body<{ salesReport: SalesReport }>(
      await reportCalls(context.app, salon.business.owner.cookie, salon.business.businessId).sales(
        {},
      ),
    ).salesReport;
    const order = await salon.sell([
      braiding(braiders.map((employeeId, index) => ({ employeeId, share: shares[index]! }))),
    ]);
    const line = serviceLine(order);
    expect(line.staff.map((share) => share.share)).toEqual(shares);
    const lines = await statementLines(order);
    const parts = splitByShares(netOf(line), shares);
    expect(lines.map((statementLine) => minor(statementLine.net))).toEqual(parts);
    expect(lines.map((statementLine) => statementLine.commission)).toEqual(
      parts.map((part) => percentOf(part / 100, 10)),
    );

    const after = body<{ salesReport: SalesReport }>(
      await reportCalls(context.app, salon.business.owner.cookie, salon.business.businessId).sales(
        {},
      ),
    ).salesReport;
    const credited = (report: SalesReport, employeeId: string) =>
      minor(report.byStaff.find((row) => row.employeeId === employeeId)?.amount ?? 0);
    const added = braiders.map((braider) => credited(after, braider) - credited(before, braider));
    expect(added).toEqual(splitByShares(minor(line.total), shares));
    expect(added.reduce((total, part) => total + part, 0)).toBe(minor(line.total));
    expect(after.byStaff.some((row) => row.employeeId === null)).toBe(false);
  });
});

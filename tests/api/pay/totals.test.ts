import { beforeAll, describe, expect, it } from 'vitest';
import type { PayPeriodSummary, PayStatement } from '../../../registry/pay';
import type { Order } from '../../../registry/orders';
import { body } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { payBusiness, type PayBusiness } from './support';

const context = setupTestApp();
let salon: PayBusiness;

/** Credits a line to three staff by thirds, as a shared line is stored. */
const shareByThirds = async (lineId: string, staff: string[]) => {
  const { businessId } = salon.business;
  await context.database.query(
    'delete from order_line_staff where business_id = $1 and order_line_id = $2',
    [businessId, lineId],
  );
  await context.database.query(
    `insert into order_line_staff (business_id, id, order_line_id, employee_id, share_from, share_to)
     select $1, gen_random_uuid(), $2, (array[$3, $4, $5]::uuid[])[k], b.share_from, b.share_to
     from (values (1, 0, 0.3334), (2, 0.3334, 0.6667), (3, 0.6667, 1)) b(k, share_from, share_to)`,
    [businessId, lineId, ...staff],
  );
};

beforeAll(async () => {
  salon = await payBusiness(context);
  // Services of no category with a supply charge: the kind's rate and the tiers apply, less a deduction.
  await context.database.query(
    "update services set supply_charge = 200, category_ids = '{}' where business_id = $1",
    [salon.business.businessId],
  );
});

describe('the period summary and export', () => {
  it('add up to each staff member’s full statement, with tiers crossed, shared lines, refunds and deductions', async () => {
    const created = await salon.post('/v1/commission-plan', {
      name: 'Tiered',
      rates: { service: { type: 'percent', value: 10 }, product: { type: 'fixed', value: 3 } },
      itemRates: [{ itemId: salon.items.membershipId, rate: { type: 'percent', value: 7.5 } }],
      tiers: [
        { from: 1000, percent: 12.5 },
        { from: 2500, percent: 20 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const planId = body<{ commissionPlan: { _id: string } }>(created).commissionPlan._id;
    const staff = [
      await salon.addEmployee('Amina', planId),
      await salon.addEmployee('Baraka', planId),
      await salon.addEmployee('Chebet', planId),
    ];
    const unpaid = await salon.addEmployee('Dalila', null);
    const { entries } = salon.items;
    const orders: Order[] = [];
    for (let sale = 0; sale < 6; sale += 1) {
      orders.push(
        await salon.sell(
          [
            { ...entries.service, quantity: 1 + (sale % 2), employeeId: staff[sale % 3] },
            { ...entries.product, quantity: 2, employeeId: staff[(sale + 1) % 3] },
            { ...entries.membership, employeeId: sale === 5 ? unpaid : staff[0] },
          ],
          sale * 7,
        ),
      );
    }
    const serviceOf = (index: number) => orders[index]!.lines.find((l) => l.kind === 'service')!;
    await shareByThirds(serviceOf(1)._id, staff);
    await shareByThirds(serviceOf(4)._id, [staff[2]!, unpaid, staff[0]!]);
    const refund = async (orderId: string, payload: Record<string, unknown>) =>
      expect((await salon.refund(orderId, { method: 'cash', ...payload })).statusCode).toBe(200);
    await refund(orders[1]!._id, { lines: [{ lineId: serviceOf(1)._id, quantity: 1 }] });
    await refund(orders[3]!._id, { amount: 100 });
    await refund(orders[4]!._id, { lines: [{ lineId: serviceOf(4)._id, quantity: 1 }] });

    const statements: PayStatement[] = [];
    for (const employeeId of [...staff, unpaid])
      statements.push(await salon.statement(salon.today, employeeId));
    // The sales cross both tiers, lines are shared and refunded.
    const tiered = statements[0]!.lines.filter((line) => line.kind === 'service' && !line.refund);
    expect(tiered.reduce((sum, line) => sum + line.commissionable, 0)).toBeGreaterThan(2500);
    expect(statements.every((statement) => statement.lines.some((line) => line.refund))).toBe(true);
    expect(statements[2]!.deductions).toBeGreaterThan(0);

    const response = await salon.get('/v1/pay/period', { start: salon.today });
    expect(response.statusCode, response.body).toBe(200);
    const summary = body<{ payPeriodSummary: PayPeriodSummary }>(response).payPeriodSummary;
    expect(summary.rows).toEqual(
      statements.map((statement) => ({
        employee: statement.employee,
        sales: statement.sales,
        commission: statement.commission,
        tips: statement.tips,
        hours: statement.hours.total,
        total: statement.total,
      })),
    );

    const csv = await salon.get('/v1/pay/period/export', { start: salon.today });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body.trim().split(/\r?\n/).slice(1);
    expect(rows).toHaveLength(statements.length);
    statements.forEach((statement, index) => {
      const money = [
        statement.sales,
        statement.deductions,
        statement.commission,
        statement.refundsReversed,
        statement.tips,
      ].map((amount) => amount.toFixed(2));
      // A cell starting with '-' is written after a quote, so no spreadsheet reads it as a formula.
      const cells = rows[index]!.split(',').map((cell) => cell.replace(/^'/, ''));
      expect(cells.slice(0, 6)).toEqual([statement.employee.fullName, ...money]);
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../registry/orders';
import type { PayPeriodSummary } from '../../../registry/pay';
import { addDays } from '../../../registry/payPeriods';
import { body } from '../support/http';
import { cartOf, checkoutCalls, orderOf } from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { payBusiness, percentOf, type PayBusiness } from './support';

const context = setupTestApp();
let salon: PayBusiness;
const CATEGORY = '0190d0a0-0000-7000-8000-000000000001';

const lineOf = (order: Order, kind: string) => order.lines.find((line) => line.kind === kind)!;
const netOf = (line: Order['lines'][number]) => Math.round((line.taxable - line.tax) * 100) / 100;

const createPlan = async (values: Record<string, unknown>) => {
  const response = await salon.post('/v1/commission-plan', values);
  expect(response.statusCode, response.body).toBe(201);
  return body<{ commissionPlan: { _id: string } }>(response).commissionPlan._id;
};

beforeAll(async () => {
  salon = await payBusiness(context);
  await context.database.query(
    'update services set supply_charge = 200, category_ids = $1 where business_id = $2 and id = $3',
    [[CATEGORY], salon.business.businessId, salon.items.serviceId],
  );
});

describe('a staff member’s statement', () => {
  it('takes the item rate, else the category rate, else the kind rate, on sales net of discounts, tax and supply charge', async () => {
    const planId = await createPlan({
      name: 'Stylists',
      rates: { service: { type: 'percent', value: 10 }, product: { type: 'fixed', value: 5 } },
      categoryRates: [{ categoryId: CATEGORY, rate: { type: 'percent', value: 25 } }],
      itemRates: [{ itemId: salon.items.membershipId, rate: { type: 'percent', value: 50 } }],
      tiers: [],
    });
    const stylist = await salon.addEmployee('Wanjiru', planId);
    const { entries } = salon.items;
    const order = await salon.sell(
      [
        { ...entries.service, quantity: 2, discount: 100, employeeId: stylist },
        { ...entries.product, quantity: 3, employeeId: stylist },
        { ...entries.membership, employeeId: stylist },
        { ...entries.voucher, employeeId: stylist },
      ],
      300,
    );
    const statement = await salon.statement(salon.today, stylist);
    const service = lineOf(order, 'service');
    expect(service.tax).toBeGreaterThan(0);
    const serviceNet = netOf(service);
    // Below the price: the line and cart discounts and the VAT are out.
    expect(serviceNet).toBeLessThan(2 * 1500 - 100);
    const byKind = Object.fromEntries(statement.lines.map((line) => [line.kind, line]));
    expect(byKind.service).toMatchObject({
      quantity: 2,
      share: 1,
      net: serviceNet,
      deduction: 400,
      commissionable: Math.round((serviceNet - 400) * 100) / 100,
      commission: percentOf(serviceNet - 400, 25),
      refund: false,
    });
    expect(byKind.product).toMatchObject({ net: netOf(lineOf(order, 'product')), commission: 15 });
    const membershipNet = netOf(lineOf(order, 'membership'));
    expect(byKind.membership).toMatchObject({ commission: percentOf(membershipNet, 50) });
    expect(byKind.voucher).toMatchObject({ commission: 0 });
    const commission =
      Math.round((percentOf(serviceNet - 400, 25) + 15 + percentOf(membershipNet, 50)) * 100) / 100;
    expect(statement).toMatchObject({
      employee: { _id: stylist, fullName: 'Wanjiru' },
      plan: { _id: planId, name: 'Stylists' },
      currency: 'KES',
      deductions: 400,
      commission,
      refundsReversed: 0,
      tips: 0,
      total: commission,
      period: { start: salon.today, end: addDays(salon.today, 6), status: 'open' },
    });
    expect(statement.hours.total).toBe(0);
  });

  it('cuts the period’s service sales at each tier, in the order they were sold', async () => {
    const planId = await createPlan({
      name: 'Tiered',
      rates: { service: { type: 'percent', value: 10 } },
      tiers: [
        { from: 0, percent: 10 },
        { from: 2000, percent: 20 },
      ],
    });
    const stylist = await salon.addEmployee('Achieng', planId);
    // A service of no category, so the kind's rate and the tiers apply.
    await context.database.query(
      "update services set category_ids = '{}' where business_id = $1 and id = $2",
      [salon.business.businessId, salon.items.serviceId],
    );
    const first = await salon.sell([{ ...salon.items.entries.service, employeeId: stylist }]);
    const second = await salon.sell([{ ...salon.items.entries.service, employeeId: stylist }]);
    await context.database.query(
      'update services set category_ids = $1 where business_id = $2 and id = $3',
      [[CATEGORY], salon.business.businessId, salon.items.serviceId],
    );
    const a = netOf(lineOf(first, 'service')) - 200;
    const b = netOf(lineOf(second, 'service')) - 200;
    expect(a).toBeLessThan(2000);
    expect(a + b).toBeGreaterThan(2000);
    const statement = await salon.statement(salon.today, stylist);
    expect(statement.lines.map((line) => line.commission)).toEqual([
      percentOf(a, 10),
      Math.floor(((2000 - a) * 100 * 1000 + (a + b - 2000) * 100 * 2000 + 5000) / 10000) / 100,
    ]);
  });

  it('sums every staff member in the period’s summary', async () => {
    const response = await salon.get('/v1/pay/period', { start: salon.today });
    expect(response.statusCode, response.body).toBe(200);
    const summary = body<{ payPeriodSummary: PayPeriodSummary }>(response).payPeriodSummary;
    expect(summary.rows.map((row) => row.employee.fullName)).toEqual(['Achieng', 'Wanjiru']);
    const commissions = summary.rows.reduce(
      (sum, row) => sum + Math.round(row.commission * 100),
      0,
    );
    expect(summary.totals.commission).toBe(commissions / 100);
  });

  it('refuses a day that does not start a period with 422 on start', async () => {
    const response = await salon.get('/v1/pay/period', { start: addDays(salon.today, 1) });
    expect(response.statusCode).toBe(422);
    expect(body<{ error: { fields: Record<string, string> } }>(response).error.fields.start).toBe(
      'This day does not start a pay period',
    );
  });
});

describe('the tips on a staff member’s statement', () => {
  let tipped: string;

  /** The service sold with a tip for the tipped stylist, paid in full (sale and tip) or the sale only. */
  const sellTipped = async (amount: number, paid: 'in full' | 'sale only' = 'in full') => {
    const calls = checkoutCalls(salon.session);
    await calls.emptyCart();
    await calls.updateCart({ clientId: salon.items.clientId });
    expect((await calls.addEntry({ ...salon.items.entries.service })).statusCode).toBe(200);
    const cart = cartOf(await calls.updateCart({ tips: [{ employeeId: tipped, amount }] }));
    const due = paid === 'in full' ? cart.total + cart.tipTotal : cart.total;
    const response = await calls.pay([{ method: 'cash', amount: due }]);
    expect(response.statusCode, response.body).toBe(201);
    return orderOf(response);
  };
  const movePaidInFull = (orderId: string, days: number) =>
    context.database.query(
      'update orders set fulfilled_at = fulfilled_at + make_interval(days => $1) where id = $2',
      [days, orderId],
    );

  beforeAll(async () => {
    tipped = await salon.addEmployee('Zawadi', null);
  });

  it('lists each tip of the orders paid in full by day then order number, their sum the tips', async () => {
    const later = await sellTipped(150);
    const today = await sellTipped(80.5);
    const unpaid = await sellTipped(40, 'sale only');
    expect(unpaid.paymentStatus).toBe('partially_paid');
    const cancelled = await sellTipped(25);
    await context.database.query("update orders set status = 'cancelled' where id = $1", [
      cancelled._id,
    ]);
    // Paid in full a day later, it comes after the order numbered after it.
    await movePaidInFull(later._id, 1);
    const statement = await salon.statement(salon.today, tipped);
    expect(statement.tipLines).toEqual([
      { orderId: today._id, orderNo: today.orderNo, day: salon.today, amount: 80.5 },
      { orderId: later._id, orderNo: later.orderNo, day: addDays(salon.today, 1), amount: 150 },
    ]);
    expect(statement).toMatchObject({ tips: 230.5, commission: 0, total: 230.5, lines: [] });
    const summary = body<{ payPeriodSummary: PayPeriodSummary }>(
      await salon.get('/v1/pay/period', { start: salon.today }),
    ).payPeriodSummary;
    expect(summary.rows.find((row) => row.employee._id === tipped)?.tips).toBe(230.5);
  });

  it('reads a statement frozen before tips were listed with no tip lines, its tips as frozen', async () => {
    const lastWeek = addDays(salon.today, -7);
    const order = await sellTipped(60);
    await movePaidInFull(order._id, -7);
    const closed = await salon.post('/v1/pay/period/close', { start: lastWeek });
    expect(closed.statusCode, closed.body).toBe(200);
    const frozen = await salon.statement(lastWeek, tipped);
    expect(frozen).toMatchObject({
      tips: 60,
      tipLines: [{ orderId: order._id, orderNo: order.orderNo, day: lastWeek, amount: 60 }],
    });
    await context.database.query(
      `update closed_pay_periods
         set statements = (select jsonb_agg(statement - 'tipLines') from jsonb_array_elements(statements) statement)
       where business_id = $1 and start = $2`,
      [salon.business.businessId, lastWeek],
    );
    expect(await salon.statement(lastWeek, tipped)).toEqual({ ...frozen, tipLines: [] });
  });
});

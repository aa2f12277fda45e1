import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../registry/orders';
import type { SalesReport } from '../../../registry/reports';
import { employees, orders } from '../../../server/db/schema';
import { tipsByEmployee } from '../../../server/pay/tips';
import { createBusiness } from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import { cartOf, checkoutCalls, orderOf } from '../support/orders';
import { pay, setupPaymentsApp, testPaymentsConfig, waitFor } from '../payments/support';
import { reportCalls } from '../reports/support';
import { taxedBusiness, type TaxedBusiness } from '../tax/support';
import { orderCalls } from './support/orderFixture';

/** Tips (docs/areas/orders.md "Tips") at a Kenyan VAT-registered salon, M-Pesa by the simulator. */
const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 10 }));
let kenya: TaxedBusiness;
let staff: { id: string; fullName: string }[];
let foreignEmployee: string;

const calls = () => checkoutCalls(kenya.session);
const orderCallsOf = () =>
  orderCalls(context.app, kenya.business.owner.cookie, kenya.business.businessId);
const fieldsOf = (response: Parameters<typeof body>[0]) => body<ErrorBody>(response).error.fields!;

/** A cart of one service (KES 1,500, band B) for the client, with `tips`. */
const serviceCart = async (tips: { employeeId: string; amount: number }[]) => {
  await calls().emptyCart();
  await calls().updateCart({ clientId: kenya.items.clientId });
  expect((await calls().addEntry({ ...kenya.items.entries.service })).statusCode).toBe(200);
  const tipped = await calls().updateCart({ tips });
  expect(tipped.statusCode, tipped.body).toBe(200);
  return cartOf(tipped);
};

const checkout = async (payments: Record<string, unknown>[]) => {
  const paid = await calls().pay(payments as never);
  expect(paid.statusCode, paid.body).toBe(201);
  return orderOf(paid);
};

beforeAll(async () => {
  kenya = await taxedBusiness(context, 'KE', true);
  const other = await createBusiness(context.app, 'Elsewhere');
  staff = await context.database.db
    .insert(employees)
    .values(
      ['Wanjiru', 'Akinyi', 'Njeri'].map((fullName) => ({
        businessId: kenya.business.businessId,
        id: uuidv7(),
        fullName,
      })),
    )
    .returning({ id: employees.id, fullName: employees.fullName });
  const [foreign] = await context.database.db
    .insert(employees)
    .values({ businessId: other.businessId, id: uuidv7(), fullName: 'Elsewhere' })
    .returning();
  foreignEmployee = foreign!.id;
});

describe('tips on the cart', () => {
  it('keeps them with their names and total, replaces them, and clears them with [] or an emptied cart', async () => {
    const cart = await serviceCart([
      { employeeId: staff[0]!.id, amount: 100 },
      { employeeId: staff[1]!.id, amount: 50.5 },
    ]);
    expect(cart.tips).toEqual([
      { employeeId: staff[0]!.id, fullName: 'Wanjiru', amount: 100 },
      { employeeId: staff[1]!.id, fullName: 'Akinyi', amount: 50.5 },
    ]);
    expect(cart).toMatchObject({ tipTotal: 150.5, total: 1500 });
    // Another change leaves them as they are.
    expect(cartOf(await calls().updateCart({ discount: 0 })).tipTotal).toBe(150.5);
    const replaced = cartOf(
      await calls().updateCart({ tips: [{ employeeId: staff[2]!.id, amount: 20 }] }),
    );
    expect(replaced.tips.map((tip) => tip.fullName)).toEqual(['Njeri']);
    expect(cartOf(await calls().updateCart({ tips: [] }))).toMatchObject({ tips: [], tipTotal: 0 });
    await calls().updateCart({ tips: [{ employeeId: staff[0]!.id, amount: 5 }] });
    expect(cartOf(await calls().emptyCart())).toMatchObject({ tips: [], tipTotal: 0 });
  });

  it.each([
    ['another business’s employee', [{ amount: 10 }], 'Not found in this business'],
    ['the same employee twice', [{ amount: 10 }, { amount: 5 }], 'Tip each staff member once'],
  ])('refuses %s with a 422 on tips and changes nothing', async (_what, amounts, message) => {
    const before = await serviceCart([{ employeeId: staff[2]!.id, amount: 7 }]);
    const employeeId = message === 'Not found in this business' ? foreignEmployee : staff[0]!.id;
    const refused = await calls().updateCart({
      tips: amounts.map(({ amount }) => ({ employeeId, amount })),
    });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused).tips).toBe(message);
    expect(cartOf(await calls().cart())).toMatchObject({ tips: before.tips, tipTotal: 7 });
  });

  it.each([
    ['no amount', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['more than two decimals', { amount: 1.005 }],
    ['an amount as text', { amount: '10' }],
    ['an unknown key', { amount: 10, share: 1 }],
    ['no employee', { employeeId: undefined, amount: 10 }],
  ])('refuses a tip of %s with a 422 and changes nothing', async (_what, tip) => {
    await serviceCart([{ employeeId: staff[2]!.id, amount: 7 }]);
    const refused = await calls().updateCart({ tips: [{ employeeId: staff[0]!.id, ...tip }] });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(cartOf(await calls().cart()).tipTotal).toBe(7);
  });

  it('refuses more than 20 tips and tips that are not a list', async () => {
    const many = Array.from({ length: 21 }, () => ({ employeeId: staff[0]!.id, amount: 1 }));
    expect((await calls().updateCart({ tips: many })).statusCode).toBe(422);
    expect((await calls().updateCart({ tips: 'ten' })).statusCode).toBe(422);
  });
});

describe('paying a sale with tips', () => {
  it('takes a tip in cash with change: paid in full at cost + tip, the tax and invoice of the cost only', async () => {
    await serviceCart([{ employeeId: staff[0]!.id, amount: 200 }]);
    const short = await calls().pay([{ method: 'cash', amount: 1500 }]);
    expect(short.statusCode).toBe(201);
    expect(orderOf(short)).toMatchObject({ paymentStatus: 'partially_paid', balanceDue: 200 });

    await serviceCart([{ employeeId: staff[0]!.id, amount: 200 }]);
    const order = await checkout([{ method: 'cash', amount: 1700, tendered: 2000 }]);
    expect(order).toMatchObject({
      cost: 1500,
      tipTotal: 200,
      balanceDue: 0,
      paymentStatus: 'paid',
      tax: 206.9,
      tips: [{ employeeId: staff[0]!.id, fullName: 'Wanjiru', amount: 200 }],
    });
    expect(order.payments[0]).toMatchObject({ amount: 1700, change: 300 });
    expect(order.invoices[0]).toMatchObject({ kind: 'sale', total: 1500, tax: 206.9 });
    expect(cartOf(await calls().cart())).toMatchObject({ tips: [], tipTotal: 0 });
  });

  it('refuses payments above cost + tips', async () => {
    await serviceCart([{ employeeId: staff[0]!.id, amount: 200 }]);
    const refused = await calls().pay([{ method: 'cash', amount: 1700.01 }]);
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused).payments).toBe(
      'The payments cannot be more than the amount due (1700.00)',
    );
  });

  it('lets a gift voucher pay the sale, never the tip', async () => {
    await serviceCart([{ employeeId: staff[0]!.id, amount: 200 }]);
    const refused = await calls().pay([{ method: 'voucher', amount: 1600, code: 'GIFT-NONE' }]);
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused).payments).toBe(
      'A gift voucher pays for the sale, not the tips: at most 1500.00 by gift voucher',
    );
  });

  it('shares tips among three staff, paid by card and cash', async () => {
    await serviceCart(staff.map((one, index) => ({ employeeId: one.id, amount: 100 + index })));
    const order = await checkout([
      { method: 'card', amount: 1000 },
      { method: 'cash', amount: 803 },
    ]);
    expect(order.tips.map((tip) => [tip.fullName, tip.amount])).toEqual([
      ['Wanjiru', 100],
      ['Akinyi', 101],
      ['Njeri', 102],
    ]);
    expect(order).toMatchObject({ tipTotal: 303, paymentStatus: 'paid', balanceDue: 0 });
  });

  it('waits for M-Pesa on the same order, then is paid in full at cost + tip', async () => {
    await serviceCart([{ employeeId: staff[1]!.id, amount: 100 }]);
    const order = await checkout([
      { method: 'cash', amount: 600 },
      { method: 'm-pesa', amount: 1000, phone: '0712345678' },
    ]);
    expect(order).toMatchObject({ paymentStatus: 'partially_paid', balanceDue: 1000 });
    expect(order.invoices).toEqual([]);
    const pushed = await pay(context.app, kenya.business.owner.cookie, {
      phone_number: '0712345678',
      amount: 1000,
      transactionRef: order._id,
      businessId: kenya.business.businessId,
    });
    expect(pushed.statusCode, pushed.body).toBe(201);
    const settled = await waitFor(
      async () => orderOf(await calls().paymentStatus(order._id)),
      (current) => current.payments.every((payment) => payment.status !== 'pending'),
    );
    expect(settled).toMatchObject({ paymentStatus: 'paid', balanceDue: 0, tipTotal: 100 });
    expect(settled.invoices[0]).toMatchObject({ total: 1500 });
  });
});

describe('refunds, cancelling and the receipt of a tipped order', () => {
  let order: Order;
  beforeAll(async () => {
    await serviceCart([{ employeeId: staff[2]!.id, amount: 250 }]);
    order = await checkout([{ method: 'cash', amount: 1750 }]);
  });

  it('lists the tips apart from the sale on the e-mailed receipt', async () => {
    const sent = await orderCallsOf().receipt(order._id);
    expect(sent.statusCode, sent.body).toBe(200);
    const { rows } = await context.database.query(
      'select body from outbox_messages where business_id = $1 and client_id = $2 order by created_at desc limit 1',
      [kenya.business.businessId, kenya.items.clientId],
    );
    const mail = String(rows[0]!.body);
    expect(mail).toContain('Total: KES 1500.00');
    expect(mail).toContain('Total with tips: KES 1750.00');
    expect(mail).toContain('Tips for the staff, not part of the sale:\nTip for Njeri: KES 250.00');
  });

  it('refunds at most what paid the sale, and keeps the tipped order from being cancelled', async () => {
    const above = await orderCallsOf().refund(order._id, { amount: 1500.01, method: 'cash' });
    expect(above.statusCode).toBe(422);
    expect(fieldsOf(above).amount).toContain('At most 1500.00 can be refunded');
    expect(orderOf(await orderCallsOf().get(order._id))).toMatchObject({
      refundedAmount: 0,
      paymentStatus: 'paid',
    });
    const refunded = await orderCallsOf().refund(order._id, { amount: 1500, method: 'cash' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(orderOf(await orderCallsOf().get(order._id))).toMatchObject({
      refundedAmount: 1500,
      paymentStatus: 'refunded',
      tipTotal: 250,
    });
    const cancelled = await orderCallsOf().status(order._id, 'cancelled');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.body).toContain('tips were paid out to its staff');
  });
});

describe('tips in the reports and the pay', () => {
  it('leaves tips out of sales and in the money received, shown as their own figure', async () => {
    const report = body<{ salesReport: SalesReport }>(
      await reportCalls(context.app, kenya.business.owner.cookie, kenya.business.businessId).sales(
        {},
      ),
    ).salesReport;
    const listed = body<{ orderPage: { docs: Order[] } }>(await orderCallsOf().list({ limit: 100 }))
      .orderPage.docs;
    const live = listed.filter((one) => one.status !== 'cancelled');
    const sum = (values: number[]) => values.reduce((total, value) => total + value * 100, 0) / 100;
    expect(report.totals.sales).toBe(sum(live.map((one) => one.cost)));
    expect(report.tips).toBe(sum(live.map((one) => one.tipTotal)));
    expect(report.tips).toBeGreaterThan(0);
    expect(report.takings.received).toBe(
      sum(
        listed.flatMap((one) =>
          one.payments.filter((p) => p.status === 'paid').map((p) => p.amount),
        ),
      ),
    );
  });

  it('sums each staff member’s tips of orders paid in full within the period, in the business zone', async () => {
    await serviceCart([{ employeeId: staff[0]!.id, amount: 40 }]);
    const late = await checkout([{ method: 'cash', amount: 1540 }]);
    await serviceCart([{ employeeId: staff[0]!.id, amount: 60 }]);
    const unpaid = await checkout([{ method: 'cash', amount: 1500 }]);
    // Paid in full at 22:30 UTC on 1 March: 2 March in Nairobi (UTC+3).
    for (const id of [late._id, unpaid._id])
      await context.database.db
        .update(orders)
        .set({ fulfilledAt: new Date('2026-03-01T22:30:00Z') })
        .where(eq(orders.id, id));
    const ids = staff.map((one) => one.id);
    const tipsOn = (day: string, zone: string) =>
      tipsByEmployee(
        context.database.db,
        kenya.business.businessId,
        zone,
        { start: day, end: day },
        ids,
      );
    const nairobi = await tipsOn('2026-03-02', 'Africa/Nairobi');
    expect([...nairobi.values()]).toEqual([4000, 0, 0]);
    expect([...(await tipsOn('2026-03-01', 'Africa/Nairobi')).values()]).toEqual([0, 0, 0]);
    expect((await tipsOn('2026-03-01', 'UTC')).get(staff[0]!.id)).toBe(4000);
    expect(
      await tipsByEmployee(
        context.database.db,
        kenya.business.businessId,
        'UTC',
        { start: '2026-03-01', end: '2026-03-01' },
        [],
      ),
    ).toEqual(new Map());
  });
});

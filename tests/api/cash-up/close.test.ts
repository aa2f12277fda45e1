import { describe, expect, it } from 'vitest';
import type { CashUp } from '../../../registry/cashUp';
import type { SalesReport } from '../../../registry/reports';
import { orderCalls } from '../orders/support/orderFixture';
import { pay, setupPaymentsApp, testPaymentsConfig, waitFor } from '../payments/support';
import { body } from '../support/http';
import { orderOf, payCart, type EntryInput } from '../support/orders';
import { productAt, reportSetup } from '../reports/support';
import { cashUpCalls, closeLater, closeTill, expectedOf, fullNameOf } from './support';

/** The M-Pesa simulator answers the pushes (docs/areas/payments.md): 0700000002 fails, any other number pays. */
const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 10 }));

type Setup = Awaited<ReturnType<typeof reportSetup>>;

const setupTill = async () => {
  const setup = await reportSetup(context);
  return {
    ...setup,
    till: cashUpCalls(context.app, setup.owner.cookie, setup.businessId),
    orders: orderCalls(context.app, setup.owner.cookie, setup.businessId),
  };
};

/** An order of `entry` paid by an M-Pesa push from `phone`, once the simulator has answered and the receipt is in. */
const payByPhone = async (setup: Setup, entry: EntryInput, amount: number, phone: string) => {
  const order = await payCart(
    { ...setup.session, clientId: setup.items.clientId },
    [entry],
    [{ method: 'm-pesa', amount, phone }],
  );
  const pushed = await pay(context.app, setup.owner.cookie, {
    phone_number: phone,
    amount,
    transactionRef: order._id,
    businessId: setup.businessId,
  });
  expect(pushed.statusCode, pushed.body).toBe(201);
  return waitFor(
    async () => orderOf(await setup.checkout.paymentStatus(order._id)),
    (current) =>
      current.payments[0]!.status !== 'pending' &&
      (current.payments[0]!.status !== 'paid' || current.payments[0]!.reference !== null),
  );
};

describe('a till closes against the takings', () => {
  it('expects the takings of the period per method, records the count, the differences and who closed it', async () => {
    const setup = await setupTill();
    const client = { ...setup.session, clientId: setup.items.clientId };
    const cash = await payCart(
      client,
      [await productAt(setup, 8450)],
      [{ method: 'cash', amount: 8450 }],
    );
    await payCart(client, [await productAt(setup, 5150)], [{ method: 'card', amount: 5150 }]);
    const mpesa = await payByPhone(setup, await productAt(setup, 11500), 11500, '0712345678');
    const failed = await payByPhone(setup, await productAt(setup, 1800), 1800, '0700000002');
    expect(failed.payments.map((payment) => payment.status)).toEqual(['failed']);
    expect((await setup.orders.refund(cash._id, { amount: 950, method: 'cash' })).statusCode).toBe(
      200,
    );

    const expected = await expectedOf(setup.till);
    expect(expected.expected).toEqual({ cash: 7500, card: 5150, 'm-pesa': 11500 });
    expect(expected.mpesaCodes).toEqual([mpesa.payments[0]!.reference]);
    expect(expected).toMatchObject({ currency: 'KES', till: { name: null } });
    // The same instants through the sales report: one definition of money received.
    const report = body<{ salesReport: SalesReport }>(
      await setup.calls.sales({ startDate: expected.periodStart, endDate: expected.periodEnd }),
    ).salesReport;
    expect(Object.fromEntries(report.byMethod.map((row) => [row.method, row.takings]))).toEqual(
      expected.expected,
    );

    const closed = await closeTill(
      setup.till,
      { cash: 7400.5, card: 5150, 'm-pesa': 11500 },
      '  Short by 99.50: change given twice  ',
    );
    expect(closed).toMatchObject({
      expected: { cash: 7500, card: 5150, 'm-pesa': 11500 },
      counted: { cash: 7400.5, card: 5150, 'm-pesa': 11500 },
      difference: { cash: -99.5, card: 0, 'm-pesa': 0 },
      mpesaCodes: [mpesa.payments[0]!.reference],
      notes: 'Short by 99.50: change given twice',
      periodStart: expected.periodStart,
      closedBy: { _id: setup.owner.id, fullName: await fullNameOf(context, setup.owner.id) },
    });
    expect(body<{ cashUp: CashUp }>(await setup.till.get(closed._id)).cashUp).toEqual(closed);

    // The next period starts where this one ended and holds only what came in since.
    expect((await expectedOf(setup.till)).expected).toEqual({ cash: 0, card: 0, 'm-pesa': 0 });
    await payCart(client, [await productAt(setup, 1000)], [{ method: 'cash', amount: 1000 }]);
    const next = await expectedOf(setup.till);
    expect(next).toMatchObject({
      periodStart: closed.closedAt,
      expected: { cash: 1000, card: 0, 'm-pesa': 0 },
      mpesaCodes: [],
    });
    const second = await closeTill(setup.till, { cash: 1000, card: 0, 'm-pesa': 0 });
    expect(second).toMatchObject({
      periodStart: closed.closedAt,
      difference: { cash: 0, card: 0, 'm-pesa': 0 },
      notes: null,
    });

    const listed = body<{ cashUps: CashUp[] }>(await setup.till.list()).cashUps;
    expect(listed.map((row) => row._id)).toEqual([second._id, closed._id]);
    const before = body<{ cashUps: CashUp[] }>(
      await setup.till.list({ endDate: closed.closedAt }),
    ).cashUps;
    expect(before.map((row) => row._id)).toEqual([closed._id]);
  });

  it('refuses a sale or refund that would land in a closed period (409) and changes nothing', async () => {
    const setup = await setupTill();
    const client = { ...setup.session, clientId: setup.items.clientId };
    const order = await payCart(
      client,
      [await productAt(setup, 2000)],
      [{ method: 'cash', amount: 2000 }],
    );
    const closed = await closeTill(setup.till, { cash: 2000, card: 0, 'm-pesa': 0 });
    await closeLater(context, setup.businessId, closed._id);

    const refund = await setup.orders.refund(order._id, { amount: 500, method: 'cash' });
    expect(refund.statusCode, refund.body).toBe(409);
    expect(refund.json().error.message).toMatch(/closed/);
    expect(orderOf(await setup.orders.get(order._id))).toMatchObject({
      refundedAmount: 0,
      refunds: [],
    });

    const checkout = setup.checkout;
    await checkout.emptyCart();
    await checkout.updateCart({ clientId: client.clientId });
    await checkout.addEntry({ ...(await productAt(setup, 300)) });
    const sale = await checkout.pay([{ method: 'card', amount: 300 }]);
    expect(sale.statusCode, sale.body).toBe(409);
    expect(body<{ orderPage: { total: number } }>(await setup.orders.list()).orderPage.total).toBe(
      1,
    );
    const unchanged = body<{ cashUp: CashUp }>(await setup.till.get(closed._id)).cashUp;
    expect(unchanged.expected).toEqual({ cash: 2000, card: 0, 'm-pesa': 0 });
  });

  it('will not close while an M-Pesa push of the period is still waiting for its answer', async () => {
    const setup = await setupTill();
    await payCart(
      { ...setup.session, clientId: setup.items.clientId },
      [await productAt(setup, 700)],
      [{ method: 'm-pesa', amount: 700, phone: '0712345678' }],
    );
    const response = await setup.till.close({ counted: { cash: 0, card: 0, 'm-pesa': 0 } });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toMatch(/M-Pesa/);
    expect(body<{ cashUps: CashUp[] }>(await setup.till.list()).cashUps).toEqual([]);
  });
});

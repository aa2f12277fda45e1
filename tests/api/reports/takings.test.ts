import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../registry/orders';
import type {
  DashboardOverview,
  ReportStatistic,
  SalesByDay,
  SalesReport,
} from '../../../registry/reports';
import { orderCalls } from '../orders/support/orderFixture';
import { pay, setupPaymentsApp, testPaymentsConfig, waitFor } from '../payments/support';
import { body } from '../support/http';
import { orderOf, payCart, type EntryInput } from '../support/orders';
import { dateOrder, datePayment, dateRefunds, productAt, reportSetup } from './support';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The M-Pesa simulator answers the pushes (docs/areas/payments.md): 0700000002 fails, any other number pays. */
const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 10 }));

type Setup = Awaited<ReturnType<typeof reportSetup>>;

/** Days and instants of a zone, written with dayjs rather than the app's own helpers. */
const todayIn = (zone: string) => dayjs().tz(zone).format('YYYY-MM-DD');
const addDays = (day: string, days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');
const at = (zone: string, day: string, time: string) =>
  dayjs.tz(`${day}T${time}`, zone).toISOString();
/** The report date filter's range from the start of `first` to the end of `last`. */
const daysRange = (zone: string, first: string, last: string) => ({
  startDate: at(zone, first, '00:00:00'),
  endDate: new Date(dayjs.tz(`${addDays(last, 1)}T00:00:00`, zone).valueOf() - 1).toISOString(),
});

const reportOf = async (setup: Setup, query: Record<string, string>) =>
  body<{ salesReport: SalesReport }>(await setup.calls.sales(query)).salesReport;
const overviewOf = async (setup: Setup) =>
  body<{ overview: DashboardOverview }>(await setup.calls.overview()).overview;
const statisticOf = async (setup: Setup, query: Record<string, string>) =>
  body<ReportStatistic>(await setup.calls.statistic(query));

/** An order of `entry` paid by an M-Pesa push from `phone`, once the simulator has settled it. */
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
    // Polling asks the simulator too; a query that settles first carries no receipt, and the callback's follows.
    (current) =>
      current.payments[0]!.status !== 'pending' &&
      (current.payments[0]!.status !== 'paid' || current.payments[0]!.reference !== null),
  );
};

/**
 * Each day's figures added up from the order list's replies alone, in cents: sales (cost) and
 * unpaid balances of the orders not cancelled by the day each was made; takings (payments paid
 * less refunds) by the day each moved, also per method.
 */
const sumsOfOrders = (orders: Order[], zone: string) => {
  const dayOf = (instant: string) => dayjs(instant).tz(zone).format('YYYY-MM-DD');
  const cents = (amount: number) => Math.round(amount * 100);
  const days = new Map<
    string,
    { orders: number; sales: number; unpaid: number; takings: number }
  >();
  const methods = new Map<string, number>();
  const add = (
    day: string,
    figures: Partial<{ orders: number; sales: number; unpaid: number; takings: number }>,
  ) => {
    const sofar = days.get(day) ?? { orders: 0, sales: 0, unpaid: 0, takings: 0 };
    days.set(day, {
      orders: sofar.orders + (figures.orders ?? 0),
      sales: sofar.sales + (figures.sales ?? 0),
      unpaid: sofar.unpaid + (figures.unpaid ?? 0),
      takings: sofar.takings + (figures.takings ?? 0),
    });
  };
  const moved = (day: string, method: string, amount: number) => {
    add(day, { takings: amount });
    methods.set(`${day} ${method}`, (methods.get(`${day} ${method}`) ?? 0) + amount);
  };
  for (const order of orders) {
    if (order.status !== 'cancelled')
      add(dayOf(order.createdAt), {
        orders: 1,
        sales: cents(order.cost),
        unpaid: cents(order.balanceDue),
      });
    for (const payment of order.payments)
      if (payment.status === 'paid')
        moved(dayOf(payment.createdAt), payment.method, cents(payment.amount));
    for (const refund of order.refunds)
      moved(dayOf(refund.createdAt), refund.method, -cents(refund.amount));
  }
  const day = (date: string): SalesByDay => {
    const figures = days.get(date) ?? { orders: 0, sales: 0, unpaid: 0, takings: 0 };
    return {
      day: date,
      orders: figures.orders,
      sales: figures.sales / 100,
      unpaid: figures.unpaid / 100,
      takings: figures.takings / 100,
    };
  };
  const takingsOver = (first: string, last: string) =>
    [...days.entries()]
      .filter(([date]) => date >= first && date <= last)
      .reduce((total, [, figures]) => total + figures.takings, 0) / 100;
  return {
    day,
    takingsOver,
    byMethod: (date: string, method: string) => (methods.get(`${date} ${method}`) ?? 0) / 100,
  };
};

describe('takings are money received', () => {
  it('leaves a failed M-Pesa push out of the takings: it is sold and unpaid (the front desk took 24,150)', async () => {
    const setup = await reportSetup(context);
    const { businessId, session, items } = setup;
    const client = { ...session, clientId: items.clientId };
    const [braids, colour, extensions, treatment] = [
      await productAt(setup, 8450),
      await productAt(setup, 5150),
      await productAt(setup, 11500),
      await productAt(setup, 1800),
    ];
    const cash = await payCart(client, [braids], [{ method: 'cash', amount: 8450 }]);
    const card = await payCart(client, [colour], [{ method: 'card', amount: 5150 }]);
    const mpesa = await payByPhone(setup, extensions, 11500, '0712345678');
    const failed = await payByPhone(setup, treatment, 1800, '0700000002');
    expect(mpesa).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    expect(failed).toMatchObject({ paymentStatus: 'unpaid', balanceDue: 1800 });
    expect(failed.payments.map((payment) => payment.status)).toEqual(['failed']);
    expect(
      (
        await orderCalls(context.app, setup.owner.cookie, businessId).refund(cash._id, {
          amount: 950,
          method: 'cash',
        })
      ).statusCode,
    ).toBe(200);
    // Noon of today in Nairobi, so no order sits near a day's edge whenever the test runs.
    const today = todayIn('Africa/Nairobi');
    const noon = at('Africa/Nairobi', today, '12:00:00');
    for (const order of [cash, card, mpesa, failed])
      await dateOrder(context, businessId, order._id, noon);
    await dateRefunds(context, businessId, cash._id, noon);

    const overview = await overviewOf(setup);
    expect(overview.takings?.today).toBe(24150);
    expect(overview.sales).toEqual({ today: 26900, unpaid: 1800 });
    const range = daysRange('Africa/Nairobi', today, today);
    const report = await reportOf(setup, range);
    expect(report.totals).toMatchObject({ orders: 4, sales: 26900, unpaid: 1800 });
    expect(report.takings).toEqual({ received: 25100, refunded: 950, takings: 24150 });
    expect(report.byMethod).toEqual([
      { method: 'cash', received: 8450, refunded: 950, takings: 7500 },
      { method: 'card', received: 5150, refunded: 0, takings: 5150 },
      { method: 'm-pesa', received: 11500, refunded: 0, takings: 11500 },
    ]);
    expect(report.byDay).toEqual([
      { day: today, orders: 4, sales: 26900, unpaid: 1800, takings: 24150 },
    ]);
    expect(await statisticOf(setup, { ...range, method: 'm-pesa' })).toEqual({
      stats: 11500,
      statsTitle: 'Takings by M-Pesa (money received)',
    });
    expect(await statisticOf(setup, range)).toEqual({
      stats: 26900,
      statsTitle: 'Sales (what was sold)',
    });
  });

  it("agrees with the order list in Sydney across midnight: the dashboard's, the report's and the card's figures are the orders' own", async () => {
    const zone = 'Australia/Sydney';
    const setup = await reportSetup(context, zone);
    const { businessId, session, items, checkout } = setup;
    const client = { ...session, clientId: items.clientId };
    const orders = orderCalls(context.app, setup.owner.cookie, businessId);
    const [p1000, p2000, p3000, p400, p600] = [
      await productAt(setup, 1000),
      await productAt(setup, 2000),
      await productAt(setup, 3000),
      await productAt(setup, 400),
      await productAt(setup, 600),
    ];
    const late = await payCart(client, [p1000], [{ method: 'cash', amount: 1000 }]);
    // A deposit at the order, the balance by card after midnight: a payment on another day than its order.
    const deposit = await payCart(client, [p2000], [{ method: 'cash', amount: 500 }]);
    const balance = orderOf(
      await checkout.retryPayment(deposit._id, { method: 'card', amount: 1500 }),
    );
    // An M-Pesa payment recorded but never pushed stays pending: sold and unpaid, not taken.
    const pending = await payCart(
      client,
      [p3000],
      [{ method: 'm-pesa', amount: 3000, phone: '0712345678' }],
    );
    const early = await payCart(client, [p400], [{ method: 'cash', amount: 400 }]);
    const cancelled = await payCart(client, [p600], [{ method: 'cash', amount: 600 }]);
    for (const [order, amount] of [
      [early, 100],
      [late, 250],
      [cancelled, 600],
    ] as const)
      expect((await orders.refund(order._id, { amount, method: 'cash' })).statusCode).toBe(200);
    expect((await orders.status(cancelled._id, 'cancelled')).statusCode).toBe(200);

    const today = todayIn(zone);
    const yesterday = addDays(today, -1);
    await dateOrder(context, businessId, late._id, at(zone, yesterday, '23:59:59'));
    await dateOrder(context, businessId, deposit._id, at(zone, yesterday, '23:30:00'));
    await datePayment(
      context,
      businessId,
      balance.payments.find((payment) => payment.method === 'card')!._id,
      at(zone, today, '00:00:01'),
    );
    await dateOrder(context, businessId, pending._id, at(zone, today, '00:00:01'));
    await dateOrder(context, businessId, early._id, at(zone, today, '00:00:30'));
    await dateOrder(context, businessId, cancelled._id, at(zone, yesterday, '22:00:00'));
    await dateRefunds(context, businessId, early._id, at(zone, today, '00:01:00'));
    await dateRefunds(context, businessId, late._id, at(zone, today, '00:02:00'));
    await dateRefunds(context, businessId, cancelled._id, at(zone, today, '00:05:00'));

    const listed = body<{ orderPage: { docs: Order[] } }>(await orders.list({ limit: 100 }))
      .orderPage.docs;
    expect(listed).toHaveLength(5);
    const sums = sumsOfOrders(listed, zone);
    // What the front desk saw: yesterday 1,000 + 500 + 600 came in; today 1,500 + 400 came in and 100 + 250 + 600 went back.
    expect(sums.day(yesterday)).toEqual({
      day: yesterday,
      orders: 2,
      sales: 3000,
      unpaid: 0,
      takings: 2100,
    });
    expect(sums.day(today)).toEqual({
      day: today,
      orders: 2,
      sales: 3400,
      unpaid: 3000,
      takings: 950,
    });

    const overview = await overviewOf(setup);
    const weekStart = addDays(today, -((dayjs(today).day() + 6) % 7));
    expect(overview.takings).toEqual({
      today: sums.day(today).takings,
      week: sums.takingsOver(weekStart, addDays(weekStart, 6)),
      month: sums.takingsOver(
        `${today.slice(0, 8)}01`,
        dayjs(today).endOf('month').format('YYYY-MM-DD'),
      ),
      lastSevenDays: Array.from({ length: 7 }, (_, index) => sums.day(addDays(today, index - 6))),
    });
    expect(overview.sales).toEqual({
      today: sums.day(today).sales,
      unpaid: sums.day(today).unpaid,
    });

    const both = await reportOf(setup, daysRange(zone, yesterday, today));
    expect(both.byDay).toEqual([sums.day(yesterday), sums.day(today)]);
    for (const day of [yesterday, today]) {
      const range = daysRange(zone, day, day);
      const report = await reportOf(setup, range);
      const expected = sums.day(day);
      expect(report.totals, day).toMatchObject({
        orders: expected.orders,
        sales: expected.sales,
        unpaid: expected.unpaid,
      });
      expect(report.takings.takings, day).toBe(expected.takings);
      expect(
        report.byMethod.map((row) => row.takings),
        day,
      ).toEqual(['cash', 'card', 'm-pesa'].map((method) => sums.byMethod(day, method)));
      expect((await statisticOf(setup, range)).stats, day).toBe(expected.sales);
      expect((await statisticOf(setup, { ...range, method: 'cash' })).stats, day).toBe(
        sums.byMethod(day, 'cash'),
      );
    }
  });
});

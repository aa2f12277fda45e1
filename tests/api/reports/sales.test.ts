import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { PaymentInput } from '../../../registry/orders';
import type { MostSoldService, SalesReport } from '../../../registry/reports';
import { employees, orderLines, services } from '../../../server/db/schema';
import { body } from '../support/http';
import { orderOf, type EntryInput } from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { insertAppointment } from '../stock-usage/support';
import { orderCalls } from '../orders/support/orderFixture';
import { dateOrder, dateRefunds, reportSetup } from './support';

const context = setupTestApp();

/** A range of Nairobi days (UTC+3), as the report date filter emits it. */
const NOVEMBER_10_TO_12 = {
  startDate: '2026-11-10T00:00:00.000+03:00',
  endDate: '2026-11-12T23:59:59.999+03:00',
};

/**
 * Four orders in Nairobi: A (every kind, a line and an order discount, cash + card) on the 10th,
 * B one second before midnight, C one second after it (a service of a stylist's appointment),
 * D refunded in full and cancelled; a card refund of 100 on A given on the 12th.
 */
const salesScenario = async () => {
  const setup = await reportSetup(context);
  const { businessId, owner, items, checkout } = setup;
  // The owner is also on the staff: the lines they sell not of an appointment are theirs by default.
  const [ownerEmployee] = await context.database.db
    .insert(employees)
    .values({ businessId, id: uuidv7(), fullName: 'Olive Owner', userId: owner.id })
    .returning();
  const sell = async (
    clientId: string,
    entries: EntryInput[],
    payments: PaymentInput[],
    discount = 0,
  ) => {
    expect((await checkout.emptyCart()).statusCode).toBe(200);
    expect((await checkout.updateCart({ clientId })).statusCode).toBe(200);
    for (const entry of entries)
      expect((await checkout.addEntry({ ...entry })).statusCode).toBe(200);
    // The order discount fits only once the cart holds something.
    if (discount) expect((await checkout.updateCart({ discount })).statusCode).toBe(200);
    const paid = await checkout.pay(payments);
    expect(paid.statusCode, paid.body).toBe(201);
    return orderOf(paid);
  };
  const { entries } = items;
  const a = await sell(
    items.clientId,
    [
      { ...entries.product, quantity: 2, discount: 6.66 },
      entries.service,
      entries.voucher,
      entries.membership,
      entries.servicePackage,
    ],
    [
      { method: 'cash', amount: 5000 },
      { method: 'card', amount: 8000 },
    ],
    60,
  );
  const b = await sell(items.clientId, [entries.product], [{ method: 'cash', amount: 33.33 }]);
  const holder = await insertAppointment(
    context,
    owner.cookie,
    businessId,
    new Date('2026-11-10T18:00:00Z'),
  );
  const c = await sell(
    holder.clientId,
    [{ ...entries.service, appointmentId: holder.appointmentId }],
    [{ method: 'card', amount: 2500.5 }],
  );
  const d = await sell(items.clientId, [entries.product], [{ method: 'cash', amount: 33.33 }]);
  const orders = orderCalls(context.app, owner.cookie, businessId);
  expect(
    (
      await orders.refund(d._id, {
        lines: [{ lineId: d.lines[0]!._id, quantity: 1 }],
        method: 'cash',
      })
    ).statusCode,
  ).toBe(200);
  expect((await orders.status(d._id, 'cancelled')).statusCode).toBe(200);
  expect((await orders.refund(a._id, { amount: 100, method: 'card' })).statusCode).toBe(200);

  await dateOrder(context, businessId, a._id, '2026-11-10T07:00:00Z');
  await dateOrder(context, businessId, b._id, '2026-11-10T20:59:59Z');
  await dateOrder(context, businessId, c._id, '2026-11-10T21:00:01Z');
  await dateOrder(context, businessId, d._id, '2026-11-11T07:00:00Z');
  await dateRefunds(context, businessId, a._id, '2026-11-12T06:00:00Z');
  await dateRefunds(context, businessId, d._id, '2026-11-11T08:00:00Z');

  const [stylist] = await context.database.db
    .select()
    .from(employees)
    .where(eq(employees.businessId, businessId))
    .then((rows) => rows.filter((row) => row.id !== ownerEmployee!.id));
  return { ...setup, a, b, c, d, ownerEmployee: ownerEmployee!, stylist: stylist! };
};

describe('sales report', () => {
  it('adds up sales (kinds less discounts) and takings (payments settled less refunds), by day of the business zone, method, staff, service and product', async () => {
    const scenario = await salesScenario();
    const response = await scenario.calls.sales(NOVEMBER_10_TO_12);
    expect(response.statusCode, response.body).toBe(200);
    const report = body<{ salesReport: SalesReport }>(response).salesReport;
    expect(report.currency).toBe('KES');
    expect(report.totals).toEqual({
      services: 4000.5,
      products: 99.99,
      memberships: 5000,
      vouchers: 2500,
      packages: 4000,
      discounts: 66.66,
      sales: 15533.83,
      unpaid: 0,
      orders: 3,
    });
    // D was paid on the 11th and given back that day before it was cancelled: money that moved, so
    // it is in the takings (netting to nothing) though not in the sales.
    expect(report.takings).toEqual({ received: 15567.16, refunded: 133.33, takings: 15433.83 });
    expect(report.byDay).toEqual([
      { day: '2026-11-10', orders: 2, sales: 13033.33, unpaid: 0, takings: 13033.33 },
      { day: '2026-11-11', orders: 1, sales: 2500.5, unpaid: 0, takings: 2500.5 },
      { day: '2026-11-12', orders: 0, sales: 0, unpaid: 0, takings: -100 },
    ]);
    expect(report.byMethod).toEqual([
      { method: 'cash', received: 5066.66, refunded: 33.33, takings: 5033.33 },
      { method: 'card', received: 10500.5, refunded: 100, takings: 10400.5 },
      { method: 'm-pesa', received: 0, refunded: 0, takings: 0 },
    ]);
    expect(report.byStaff).toEqual([
      { employeeId: scenario.ownerEmployee.id, name: 'Olive Owner', amount: 13093.33, lines: 6 },
      {
        employeeId: scenario.stylist.id,
        name: scenario.stylist.fullName,
        amount: 2500.5,
        lines: 1,
      },
    ]);
    expect(report.byService).toEqual([
      {
        _id: scenario.items.serviceId,
        name: expect.stringMatching(/^Cut /),
        quantity: 2,
        amount: 4000.5,
      },
    ]);
    expect(report.byProduct).toEqual([
      {
        _id: scenario.items.productId,
        name: expect.stringMatching(/^Argan Oil /),
        quantity: 3,
        amount: 93.33,
      },
    ]);
  });

  it('dates sales by the order, payments and refunds by when the money moved, and reads no bound as all time', async () => {
    const scenario = await salesScenario();
    const totals = async (query: Record<string, string>) => {
      const report = body<{ salesReport: SalesReport }>(
        await scenario.calls.sales(query),
      ).salesReport;
      return { ...report.totals, ...report.takings };
    };
    // The 10th of Nairobi ends at 20:59:59.999Z: B is in, C (one second later) is not.
    const tenth = await totals({
      startDate: '2026-11-10T00:00:00.000+03:00',
      endDate: '2026-11-10T23:59:59.999+03:00',
    });
    expect(tenth).toMatchObject({
      orders: 2,
      services: 1500,
      products: 99.99,
      sales: 13033.33,
      received: 13033.33,
      refunded: 0,
      takings: 13033.33,
    });
    // The 12th has only the refund of A.
    const twelfth = await totals({
      startDate: '2026-11-12T00:00:00.000+03:00',
      endDate: '2026-11-12T23:59:59.999+03:00',
    });
    expect(twelfth).toMatchObject({
      orders: 0,
      services: 0,
      sales: 0,
      received: 0,
      refunded: 100,
      takings: -100,
    });
    expect(await totals({})).toMatchObject({ orders: 3, sales: 15533.83, takings: 15433.83 });
    expect(await totals({ startDate: 'null', endDate: '' })).toMatchObject({
      orders: 3,
      sales: 15533.83,
      takings: 15433.83,
    });
    expect(await totals({ startDate: '2026-11-11T00:00:00.000+03:00' })).toMatchObject({
      orders: 1,
      services: 2500.5,
      sales: 2500.5,
      received: 2533.83,
      refunded: 133.33,
      takings: 2400.5,
    });
  });

  it("names a sold service by the catalogue's current name, and one deleted since by the name it was sold under", async () => {
    const scenario = await salesScenario();
    const { serviceId } = scenario.items;
    const serviceNames = async () => [
      body<{ salesReport: SalesReport }>(
        await scenario.calls.sales(NOVEMBER_10_TO_12),
      ).salesReport.byService.map((row) => row.name),
      body<{ docs: MostSoldService[] }>(await scenario.calls.mostSold(NOVEMBER_10_TO_12)).docs.map(
        (row) => row.name,
      ),
    ];
    // Sold as Short and as Long: the report names it by the first of those names, as this reads it.
    const [line] = await context.database.db
      .select({ name: orderLines.name })
      .from(orderLines)
      .where(eq(orderLines.serviceId, serviceId))
      .orderBy(asc(orderLines.name))
      .limit(1);
    const soldUnder = line!.name;
    await context.database.db
      .update(services)
      .set({ name: 'Signature Cut' })
      .where(eq(services.id, serviceId));
    expect(await serviceNames()).toEqual([['Signature Cut'], ['Signature Cut']]);
    await context.database.db.delete(services).where(eq(services.id, serviceId));
    expect(await serviceNames()).toEqual([[soldUnder], [soldUnder]]);
  });
});

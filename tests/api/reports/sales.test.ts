import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { PaymentInput } from '../../../registry/orders';
import type { MostSoldService, SalesReport } from '../../../registry/reports';
import { employees, orderLines, services } from '../../../server/db/schema';
import { body } from '../support/http';
import { orderOf, type EntryInput } from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { insertAppointment } from '../stockUsage/support';
import { orderCalls } from '../orders/support/orderFixture';
import { dateOrder, dateRefunds, reportSetup } from './support';

const context = setupTestApp();

/** A range of Nairobi days (UTC+3), as the report date filter emits it. */
const NOVEMBER_10_TO_12 = { startDate: '2026-11-10T00:00:00.000+03:00', endDate: '2026-11-12T23:59:59.999+03:00' };

/**
 * Four orders in Nairobi: A (every kind, a line and an order discount, cash + card) on the 10th,
 * B one second before midnight, C one second after it (a service of a stylist's appointment),
 * D refunded in full and cancelled; a card refund of 100 on A given on the 12th.
 */
const salesScenario = async () => {
  const setup = await reportSetup(context);
  const { businessId, owner, items, checkout } = setup;
  const sell = async (clientId: string, entries: EntryInput[], payments: PaymentInput[], discount = 0) => {
    expect((await checkout.emptyCart()).statusCode).toBe(200);
    expect((await checkout.updateCart({ clientId })).statusCode).toBe(200);
    for (const entry of entries) expect((await checkout.addEntry({ ...entry })).statusCode).toBe(200);
    // The order discount fits only once the cart holds something.
    if (discount) expect((await checkout.updateCart({ discount })).statusCode).toBe(200);
    const paid = await checkout.pay(payments);
    expect(paid.statusCode, paid.body).toBe(201);
    return orderOf(paid);
  };
  const { entries } = items;
  const a = await sell(
    items.clientId,
    [{ ...entries.product, quantity: 2, discount: 6.66 }, entries.service, entries.voucher, entries.membership, entries.servicePackage],
    [
      { method: 'cash', amount: 5000 },
      { method: 'card', amount: 8000 },
    ],
    60,
  );
  const b = await sell(items.clientId, [entries.product], [{ method: 'cash', amount: 33.33 }]);
  const holder = await insertAppointment(context, owner.cookie, businessId, new Date('2026-11-10T18:00:00Z'));
  const c = await sell(holder.clientId, [{ ...entries.service, appointmentId: holder.appointmentId }], [{ method: 'card', amount: 2500.5 }]);
  const d = await sell(items.clientId, [entries.product], [{ method: 'cash', amount: 33.33 }]);
  const orders = orderCalls(context.app, owner.cookie, businessId);
  expect((await orders.refund(d._id, { lines: [{ lineId: d.lines[0]!._id, quantity: 1 }], method: 'cash' })).statusCode).toBe(200);
  expect((await orders.status(d._id, 'cancelled')).statusCode).toBe(200);
  expect((await orders.refund(a._id, { amount: 100, method: 'card' })).statusCode).toBe(200);

  await dateOrder(context, businessId, a._id, '2026-11-10T07:00:00Z');
  await dateOrder(context, businessId, b._id, '2026-11-10T20:59:59Z');
  await dateOrder(context, businessId, c._id, '2026-11-10T21:00:01Z');
  await dateOrder(context, businessId, d._id, '2026-11-11T07:00:00Z');
  await dateRefunds(context, businessId, a._id, '2026-11-12T06:00:00Z');
  await dateRefunds(context, businessId, d._id, '2026-11-11T08:00:00Z');

  // The owner is also on the staff: every line not of an appointment is credited to them.
  const [ownerEmployee] = await context.database.db
    .insert(employees)
    .values({ businessId, id: uuidv7(), fullName: 'Olive Owner', userId: owner.id })
    .returning();
  const [stylist] = await context.database.db
    .select()
    .from(employees)
    .where(eq(employees.businessId, businessId))
    .then((rows) => rows.filter((row) => row.id !== ownerEmployee!.id));
  return { ...setup, a, b, c, d, ownerEmployee: ownerEmployee!, stylist: stylist! };
};

describe('sales report', () => {
  it('adds up kinds, discounts and refunds, by day of the business zone, method, staff, service and product', async () => {
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
      refunds: 100,
      net: 15433.83,
      orders: 3,
    });
    expect(report.byDay).toEqual([
      { day: '2026-11-10', net: 13033.33, orders: 2 },
      { day: '2026-11-11', net: 2500.5, orders: 1 },
      { day: '2026-11-12', net: -100, orders: 0 },
    ]);
    expect(report.byMethod).toEqual([
      { method: 'cash', paid: 5033.33, refunded: 0 },
      { method: 'card', paid: 10500.5, refunded: 100 },
      { method: 'm-pesa', paid: 0, refunded: 0 },
    ]);
    expect(report.byStaff).toEqual([
      { employeeId: scenario.ownerEmployee.id, name: 'Olive Owner', amount: 13093.33, lines: 6 },
      { employeeId: scenario.stylist.id, name: scenario.stylist.fullName, amount: 2500.5, lines: 1 },
    ]);
    expect(report.byService).toEqual([{ _id: scenario.items.serviceId, name: expect.stringMatching(/^Cut /), quantity: 2, amount: 4000.5 }]);
    expect(report.byProduct).toEqual([{ _id: scenario.items.productId, name: expect.stringMatching(/^Argan Oil /), quantity: 3, amount: 93.33 }]);
  });

  it('dates sales by the order, refunds by when given, and reads no bound as all time', async () => {
    const scenario = await salesScenario();
    const totals = async (query: Record<string, string>) => body<{ salesReport: SalesReport }>(await scenario.calls.sales(query)).salesReport.totals;
    // The 10th of Nairobi ends at 20:59:59.999Z: B is in, C (one second later) is not.
    const tenth = await totals({ startDate: '2026-11-10T00:00:00.000+03:00', endDate: '2026-11-10T23:59:59.999+03:00' });
    expect(tenth).toMatchObject({ orders: 2, services: 1500, products: 99.99, refunds: 0, net: 13033.33 });
    // The 12th has only the refund of A.
    const twelfth = await totals({ startDate: '2026-11-12T00:00:00.000+03:00', endDate: '2026-11-12T23:59:59.999+03:00' });
    expect(twelfth).toMatchObject({ orders: 0, services: 0, refunds: 100, net: -100 });
    expect(await totals({})).toMatchObject({ orders: 3, net: 15433.83 });
    expect(await totals({ startDate: 'null', endDate: '' })).toMatchObject({ orders: 3, net: 15433.83 });
    expect(await totals({ startDate: '2026-11-11T00:00:00.000+03:00' })).toMatchObject({ orders: 1, services: 2500.5, refunds: 100, net: 2400.5 });
  });

  it("names a sold service by the catalogue's current name, and one deleted since by the name it was sold under", async () => {
    const scenario = await salesScenario();
    const { serviceId } = scenario.items;
    const serviceNames = async () => [
      body<{ salesReport: SalesReport }>(await scenario.calls.sales(NOVEMBER_10_TO_12)).salesReport.byService.map((row) => row.name),
      body<{ docs: MostSoldService[] }>(await scenario.calls.mostSold(NOVEMBER_10_TO_12)).docs.map((row) => row.name),
    ];
    const [line] = await context.database.db.select({ name: orderLines.name }).from(orderLines).where(eq(orderLines.serviceId, serviceId)).limit(1);
    const soldUnder = line!.name;
    await context.database.db.update(services).set({ name: 'Signature Cut' }).where(eq(services.id, serviceId));
    expect(await serviceNames()).toEqual([['Signature Cut'], ['Signature Cut']]);
    await context.database.db.delete(services).where(eq(services.id, serviceId));
    expect(await serviceNames()).toEqual([[soldUnder], [soldUnder]]);
  });
});

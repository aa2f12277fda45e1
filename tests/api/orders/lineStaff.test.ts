import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport } from '../../../registry/reports';
import { appointments, employees, outboxMessages } from '../../../server/db/schema';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import {
  cartOf,
  checkoutCalls,
  orderOf,
  seedSaleItems,
  type SaleItems,
  type SaleSession,
} from '../support/orders';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { insertAppointment } from '../stock-usage/support';
import { orderCalls } from './support/orderFixture';
import { reportCalls } from '../reports/support';

const context = setupTestApp();
let home: TestBusiness;
let session: SaleSession;
let items: SaleItems;
let till: { id: string; fullName: string };
let foreignEmployee: string;

const calls = () => checkoutCalls(session);
const fields = (response: Awaited<ReturnType<ReturnType<typeof calls>['cart']>>) =>
  body<ErrorBody>(response).error.fields;

beforeAll(async () => {
  let other: TestBusiness;
  [home, other] = await Promise.all([
    createBusiness(context.app, 'Line Staff'),
    createBusiness(context.app, 'Elsewhere'),
  ]);
  session = {
    app: context.app,
    database: context.database,
    cookie: home.owner.cookie,
    businessId: home.businessId,
  };
  items = await seedSaleItems(session);
  // The owner at the till has an employee record; the other business has staff of its own.
  const [owner] = await context.database.db
    .insert(employees)
    .values({
      businessId: home.businessId,
      id: uuidv7(),
      fullName: 'Olive Owner',
      userId: home.owner.id,
    })
    .returning();
  till = { id: owner!.id, fullName: owner!.fullName };
  const [foreign] = await context.database.db
    .insert(employees)
    .values({ businessId: other.businessId, id: uuidv7(), fullName: 'Elsewhere' })
    .returning();
  foreignEmployee = foreign!.id;
});

/** A fresh cart holding an appointment's service (its client becomes the cart's) and a product, and the appointment's stylist. */
const appointmentCart = async () => {
  expect((await calls().emptyCart()).statusCode).toBe(200);
  const holder = await insertAppointment(
    context,
    home.owner.cookie,
    home.businessId,
    new Date(Date.now() + 3_600_000),
  );
  const [stylist] = await context.database.db
    .select({ id: employees.id, fullName: employees.fullName })
    .from(appointments)
    .innerJoin(
      employees,
      and(
        eq(employees.businessId, appointments.businessId),
        eq(employees.id, appointments.employeeId),
      ),
    )
    .where(
      and(eq(appointments.businessId, home.businessId), eq(appointments.id, holder.appointmentId)),
    );
  expect(
    (await calls().addEntry({ ...items.entries.service, appointmentId: holder.appointmentId }))
      .statusCode,
  ).toBe(200);
  const cart = cartOf(await calls().addEntry({ ...items.entries.product }));
  return { cart, stylist: stylist! };
};

describe("a line's staff", () => {
  it("defaults to the appointment's stylist for its service and to the person at the till for a product", async () => {
    const { cart, stylist } = await appointmentCart();
    expect(cart.entries.map((entry) => [entry.kind, entry.employee])).toEqual([
      ['service', { _id: stylist.id, fullName: stylist.fullName }],
      ['product', { _id: till.id, fullName: till.fullName }],
    ]);
  });

  it('is none for a product sold by someone with no employee record', async () => {
    const member = await addMember(context.app, context.database, home.businessId, {
      'sales.Checkout': ['read', 'create', 'update', 'delete'],
    });
    const memberCalls = checkoutCalls({ ...session, cookie: member.cookie });
    const cart = cartOf(await memberCalls.addEntry({ ...items.entries.product }));
    expect(cart.entries.map((entry) => entry.employee)).toEqual([null]);
  });

  it('is changed in the cart, cleared with null, and given when the entry is added', async () => {
    const { cart, stylist } = await appointmentCart();
    const product = cart.entries[1]!;
    const changed = cartOf(await calls().updateEntry(product._id, { employeeId: stylist.id }));
    expect(changed.entries[1]!.employee).toEqual({ _id: stylist.id, fullName: stylist.fullName });
    const cleared = cartOf(await calls().updateEntry(product._id, { employeeId: null }));
    expect(cleared.entries[1]!.employee).toBeNull();
    // A later change of quantity keeps the chosen staff (none here).
    expect(
      cartOf(await calls().updateEntry(product._id, { quantity: 2 })).entries[1]!.employee,
    ).toBeNull();
    const given = cartOf(
      await calls().addEntry({ ...items.entries.voucher, employeeId: stylist.id }),
    );
    expect(given.entries[2]!.employee).toEqual({ _id: stylist.id, fullName: stylist.fullName });
  });

  it("refuses another business's employee with 422 on employeeId, changing nothing", async () => {
    const { cart } = await appointmentCart();
    const before = await snapshot(context.database, home.businessId);
    for (const response of [
      await calls().updateEntry(cart.entries[1]!._id, { employeeId: foreignEmployee }),
      await calls().addEntry({ ...items.entries.product, employeeId: foreignEmployee }),
      await calls().updateEntry(cart.entries[1]!._id, { employeeId: uuidv7() }),
    ]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(fields(response)).toHaveProperty('employeeId');
    }
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
  });

  it('goes onto the order line, the order, the e-mailed receipt and the per-staff sales', async () => {
    const { cart, stylist } = await appointmentCart();
    const total = cart.total;
    const paid = await calls().pay([{ method: 'cash', amount: total }]);
    expect(paid.statusCode, paid.body).toBe(201);
    const order = orderOf(paid);
    expect(order.lines.map((line) => [line.kind, line.employee?._id])).toEqual([
      ['service', stylist.id],
      ['product', till.id],
    ]);
    const orders = orderCalls(context.app, home.owner.cookie, home.businessId);
    expect(
      body<{ order: typeof order }>(await orders.get(order._id)).order.lines.map(
        (line) => line.employee?.fullName,
      ),
    ).toEqual([stylist.fullName, till.fullName]);

    expect((await orders.receipt(order._id)).statusCode).toBe(200);
    const [mail] = await context.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.businessId, home.businessId),
          eq(outboxMessages.clientId, order.client._id),
        ),
      );
    expect(mail!.body).toContain(`(staff: ${stylist.fullName})`);
    expect(mail!.body).toContain(`(staff: ${till.fullName})`);

    const report = body<{ salesReport: SalesReport }>(
      await reportCalls(context.app, home.owner.cookie, home.businessId).sales({}),
    ).salesReport;
    expect(report.byStaff.find((row) => row.employeeId === stylist.id)).toMatchObject({
      name: stylist.fullName,
      lines: 1,
    });
    expect(report.byStaff.find((row) => row.employeeId === till.id)).toMatchObject({
      name: till.fullName,
      lines: 1,
    });
    expect(report.byStaff.some((row) => row.employeeId === null)).toBe(false);
  });
});

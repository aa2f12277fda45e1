import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, mpesaPayments } from '../../../server/db/schema';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import {
  checkoutCalls,
  orderOf,
  seedSaleItems,
  type SaleItems,
  type SaleSession,
} from '../support/orders';
import { snapshot } from '../support/records';
import { insertAppointment } from '../stock-usage/support';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let home: TestBusiness;
let session: SaleSession;
let items: SaleItems;

const calls = () => checkoutCalls(session);
const PAID_AT = new Date('2026-11-20T08:15:00.000Z');

/** An appointment of the service whose deposit of `depositMinor` was paid by M-Pesa at PAID_AT. */
const withPaidDeposit = async (start: string, depositMinor: number) => {
  const holder = await insertAppointment(
    context,
    home.owner.cookie,
    home.businessId,
    new Date(start),
  );
  await context.database.db
    .update(appointments)
    .set({ serviceIds: [items.serviceId], source: 'online', depositMinor, depositStatus: 'paid' })
    .where(eq(appointments.id, holder.appointmentId));
  await context.database.db.insert(mpesaPayments).values({
    businessId: home.businessId,
    id: uuidv7(),
    payableKind: 'deposit',
    transactionRef: holder.appointmentId,
    amount: depositMinor / 100,
    phoneNumber: '+254712345678',
    provider: 'simulator',
    callbackTokenHash: uuidv7(),
    status: 'paid',
    receipt: 'SGR7DEPOSIT',
    paidAt: PAID_AT,
  });
  return holder;
};

const depositStatusOf = async (id: string) =>
  (
    await context.database.db
      .select({ status: appointments.depositStatus })
      .from(appointments)
      .where(eq(appointments.id, id))
  )[0]!.status;

const fill = async (appointmentId: string, clientId: string) => {
  await calls().emptyCart();
  await calls().updateCart({ clientId });
  const added = await calls().addEntry({ ...items.entries.service, appointmentId });
  expect(added.statusCode, added.body).toBe(200);
};

beforeAll(async () => {
  home = await createBusiness(context.app, 'Deposits at checkout');
  session = {
    app: context.app,
    database: context.database,
    cookie: home.owner.cookie,
    businessId: home.businessId,
  };
  items = await seedSaleItems(session, { stock: 10 });
});

describe('a paid deposit at checkout', () => {
  it('is already paid: the order holds it as an M-Pesa payment dated when it came in, the rest is due, and it is applied', async () => {
    const holder = await withPaidDeposit('2026-12-10T09:00:00Z', 100_000);
    await fill(holder.appointmentId, holder.clientId);
    const paid = await calls().pay([{ method: 'cash', amount: 1500.5 }]);
    expect(paid.statusCode, paid.body).toBe(201);
    const order = orderOf(paid);
    // The service's 60-minute option is 2500.50: 1000 of it was the deposit.
    expect(order).toMatchObject({ cost: 2500.5, paymentStatus: 'paid', balanceDue: 0 });
    const deposit = order.payments.find((payment) => payment.depositAppointmentId);
    expect(deposit).toMatchObject({
      method: 'm-pesa',
      amount: 1000,
      status: 'paid',
      depositAppointmentId: holder.appointmentId,
      reference: 'SGR7DEPOSIT',
      createdAt: PAID_AT.toISOString(),
    });
    expect(order.payments.filter((payment) => !payment.depositAppointmentId)).toMatchObject([
      { method: 'cash', amount: 1500.5 },
    ]);
    expect(await depositStatusOf(holder.appointmentId)).toBe('applied');
  });

  it('leaves only the rest to pay: more than the rest is refused and nothing changes', async () => {
    const holder = await withPaidDeposit('2026-12-11T09:00:00Z', 50_000);
    await fill(holder.appointmentId, holder.clientId);
    const before = await snapshot(context.database, home.businessId);
    const tooMuch = await calls().pay([{ method: 'cash', amount: 2500.5 }]);
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(body<ErrorBody>(tooMuch).error.fields?.payments).toBe(
      'The payments cannot be more than the amount due (2000.50)',
    );
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
    expect(await depositStatusOf(holder.appointmentId)).toBe('paid');
  });

  it('is applied by paying the appointment too, once', async () => {
    const holder = await withPaidDeposit('2026-12-12T09:00:00Z', 100_000);
    const paid = await calls().payAppointment(holder.appointmentId, {
      method: 'card',
      amount: 1500.5,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(orderOf(paid)).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    expect(orderOf(paid).payments.map((payment) => [payment.method, payment.amount])).toEqual(
      expect.arrayContaining([
        ['m-pesa', 1000],
        ['card', 1500.5],
      ]),
    );
    expect(await depositStatusOf(holder.appointmentId)).toBe('applied');
  });
});

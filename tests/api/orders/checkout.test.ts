import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { voucher } from '../../../registry';
import { MONEY_MAX } from '../../../registry/validation';
import { appointments, businesses } from '../../../server/db/schema';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import {
  cartOf,
  checkoutCalls,
  orderOf,
  payCart,
  seedSaleItems,
  type EntryInput,
  type SaleItems,
  type SaleSession,
} from '../support/orders';
import { createRecord, snapshot } from '../support/records';
import { balanceOf } from '../support/stock';
import { insertAppointment } from '../stock-usage/support';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let home: TestBusiness;
let session: SaleSession;
let items: SaleItems;

const calls = () => checkoutCalls(session);
const seller = () => ({ ...session, clientId: items.clientId });
const fill = async (entries: EntryInput[], clientId = items.clientId) => {
  await calls().emptyCart();
  await calls().updateCart({ clientId });
  for (const entry of entries) expect((await calls().addEntry({ ...entry })).statusCode).toBe(200);
};
const holdings = async (path: string, key: string, clientId = items.clientId) => {
  const response = await send(
    context.app,
    'GET',
    withQuery(path, { businessId: home.businessId, clientId, limit: 100 }),
    { cookie: home.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<Record<string, { docs: Record<string, unknown>[] }>>(response)[key]!.docs;
};
const holdingCounts = async (clientId = items.clientId) => ({
  vouchers: (await holdings('/v1/voucher/client', 'clientVoucherPage', clientId)).length,
  memberships: (await holdings('/v1/membership/client', 'clientMembershipPage', clientId)).length,
  packages: (await holdings('/v1/service-package/client', 'clientServicePackagePage', clientId))
    .length,
});

beforeAll(async () => {
  home = await createBusiness(context.app, 'Checkout');
  session = {
    app: context.app,
    database: context.database,
    cookie: home.owner.cookie,
    businessId: home.businessId,
  };
  items = await seedSaleItems(session, { stock: 10 });
});

describe('POST /v1/order', () => {
  it('turns the cart into an order: numbers, copied prices, cash with change, card, stock out, cart emptied', async () => {
    const order = await payCart(
      seller(),
      [{ ...items.entries.product, quantity: 3 }],
      [
        { method: 'cash', amount: 50, tendered: 60 },
        { method: 'card', amount: 49.99, reference: 'SLIP-1' },
      ],
    );
    expect(order).toMatchObject({
      orderNo: 1,
      subtotal: 99.99,
      cost: 99.99,
      paymentStatus: 'paid',
      balanceDue: 0,
      status: 'pending',
      currency: 'KES',
    });
    expect(order.payment).toEqual({ currency: 'KES', amount: 99.99 });
    expect(order.lines).toEqual([
      expect.objectContaining({
        kind: 'product',
        productId: items.productId,
        quantity: 3,
        unitPrice: 33.33,
        total: 99.99,
        warehouseId: items.warehouseId,
      }),
    ]);
    expect(
      order.payments.map((payment) => [
        payment.method,
        payment.amount,
        payment.status,
        payment.tendered,
        payment.change,
        payment.reference,
      ]),
    ).toEqual([
      ['cash', 50, 'paid', 60, 10, null],
      ['card', 49.99, 'paid', null, null, 'SLIP-1'],
    ]);
    expect(order.stockEntries).toEqual([
      expect.objectContaining({
        transactionType: 'OUT',
        referenceType: 'Sale',
        quantity: 3,
        warehouse: { _id: items.warehouseId, name: 'General' },
      }),
    ]);
    expect(
      await balanceOf(context.database, home.businessId, items.variantId, items.warehouseId),
    ).toBe(7);
    expect(cartOf(await calls().cart())).toMatchObject({ client: null, entries: [] });

    const next = await payCart(seller(), [items.entries.voucher], []);
    expect(next).toMatchObject({
      orderNo: 2,
      paymentStatus: 'unpaid',
      balanceDue: 2500,
      payments: [],
    });
  });

  it('keeps the line and cart discounts, and a partly paid order owes the rest', async () => {
    await fill([{ ...items.entries.service, quantity: 2, discount: 100 }]);
    await calls().updateCart({ discount: 0.5 });
    const paid = await calls().pay([{ method: 'cash', amount: 1000 }]);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(orderOf(paid)).toMatchObject({
      subtotal: 2900,
      discount: 0.5,
      cost: 2899.5,
      paymentStatus: 'partially_paid',
      balanceDue: 1899.5,
    });
    expect(orderOf(paid).lines[0]).toMatchObject({
      quantity: 2,
      unitPrice: 1500,
      discount: 100,
      total: 2900,
    });
  });

  it('refuses bad payments and changes nothing', async () => {
    await fill([{ ...items.entries.product, quantity: 3 }]);
    const cases: [unknown[], number, Record<string, string>?][] = [
      [
        [{ method: 'cash', amount: 100 }],
        422,
        { payments: 'The payments cannot be more than the amount due (99.99)' },
      ],
      [
        [
          { method: 'cash', amount: 50 },
          { method: 'card', amount: 50 },
        ],
        422,
      ],
      [[{ method: 'cash', amount: -1 }], 422],
      [[{ method: 'cash', amount: 0 }], 422],
      [[{ method: 'cash', amount: 10.001 }], 422],
      [
        [{ method: 'cash', amount: 20, tendered: 10 }],
        422,
        { payments: 'Cash tendered cannot be less than the amount' },
      ],
      [[{ method: 'm-pesa', amount: 10.5 }], 422, { payments: 'M-Pesa takes whole shillings' }],
      [
        [
          { method: 'm-pesa', amount: 10 },
          { method: 'm-pesa', amount: 10 },
        ],
        422,
        { payments: 'One M-Pesa payment at a time' },
      ],
      [[{ method: 'cheque', amount: 10 }], 422],
      [[{ method: 'cash', amount: '10' }], 422],
      [[{ method: 'cash', amount: 10, extra: 1 }], 422],
      ['cash' as unknown as unknown[], 422],
    ];
    for (const [payments, status, fields] of cases) {
      const before = await snapshot(context.database, home.businessId);
      const response = await send(context.app, 'POST', '/v1/order', {
        cookie: home.owner.cookie,
        payload: { businessId: home.businessId, payments },
      });
      expect(response.statusCode, `${JSON.stringify(payments)} ${response.body}`).toBe(status);
      if (fields) expect(body<ErrorBody>(response).error.fields).toEqual(fields);
      expect(await snapshot(context.database, home.businessId)).toEqual(before);
    }
  });

  it('refuses an order larger than a money column holds, line by line and in total', async () => {
    const costly = await createRecord(context.app, home.owner.cookie, voucher, home.businessId, {
      name: 'Costly',
      value: MONEY_MAX,
      saleLimit: 1,
      validityDays: 1,
    });
    await fill([{ kind: 'voucher', voucherId: costly._id }]);
    const twice = await calls().addEntry({ kind: 'voucher', voucherId: costly._id, quantity: 2 });
    expect(body<ErrorBody>(twice).error.fields).toEqual({
      quantity: 'This line is too large to sell in one order',
    });
    await calls().addEntry({ kind: 'voucher', voucherId: costly._id });
    const refused = await calls().pay([]);
    expect(refused.statusCode).toBe(422);
    expect(body<ErrorBody>(refused).error.fields).toEqual({
      entries: 'This order is too large: split it in two',
    });
  });

  it('takes M-Pesa in KES businesses only', async () => {
    const dollars = await createBusiness(context.app, 'Dollars');
    await context.database.db
      .update(businesses)
      .set({ currency: 'USD' })
      .where(eq(businesses.id, dollars.businessId));
    const away: SaleSession = {
      ...session,
      cookie: dollars.owner.cookie,
      businessId: dollars.businessId,
    };
    const stock = await seedSaleItems(away);
    const awayCalls = checkoutCalls(away);
    await awayCalls.updateCart({ clientId: stock.clientId });
    await awayCalls.addEntry({ ...stock.entries.voucher });
    const refused = await awayCalls.pay([{ method: 'm-pesa', amount: 100 }]);
    expect(refused.statusCode).toBe(422);
    expect(body<ErrorBody>(refused).error.fields).toEqual({
      payments: 'M-Pesa takes Kenyan shillings only',
    });
    expect((await awayCalls.pay([{ method: 'card', amount: 100 }])).statusCode).toBe(201);
  });

  it('refuses a sale beyond the stock whole, with the ledger error, writing nothing', async () => {
    await fill([items.entries.voucher, { ...items.entries.product, quantity: 50 }]);
    const before = await snapshot(context.database, home.businessId);
    const refused = await calls().pay([]);
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorBody>(refused).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'Cannot exceed available quantity (7)',
    });
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
  });

  it('needs a client and an entry', async () => {
    await calls().emptyCart();
    const noClient = await calls().pay([]);
    expect(noClient.statusCode).toBe(422);
    expect(body<ErrorBody>(noClient).error.fields).toEqual({ clientId: 'Client is required' });
    await calls().updateCart({ clientId: items.clientId });
    const empty = await calls().pay([]);
    expect(body<ErrorBody>(empty).error.fields).toEqual({ entries: 'The cart is empty' });
  });

  it('needs sales.Checkout create', async () => {
    const reader = await addMember(context.app, context.database, home.businessId, {
      'sales.Checkout': ['read'],
    });
    expect((await checkoutCalls({ ...session, cookie: reader.cookie }).pay([])).statusCode).toBe(
      403,
    );
  });

  it("records the caller as the order's user, whatever userId the body names", async () => {
    const colleague = await addMember(context.app, context.database, home.businessId, {
      'sales.Checkout': ['read', 'create'],
    });
    await fill([items.entries.voucher]);
    const paid = await send(context.app, 'POST', '/v1/order', {
      cookie: home.owner.cookie,
      payload: { businessId: home.businessId, userId: colleague.id, payments: [] },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(orderOf(paid).user?._id).toBe(home.owner.id);
  });
});

describe('settlement', () => {
  it('gives the holdings once the order is paid in full, once, and marks the appointment paid', async () => {
    const holder = await insertAppointment(
      context,
      home.owner.cookie,
      home.businessId,
      new Date('2026-12-03T09:00:00Z'),
    );
    const clientId = holder.clientId;
    await fill(
      [
        items.entries.voucher,
        { ...items.entries.membership, quantity: 2 },
        items.entries.servicePackage,
        { ...items.entries.service, appointmentId: holder.appointmentId },
      ],
      clientId,
    );
    const first = await calls().pay([{ method: 'cash', amount: 100 }]);
    expect(first.statusCode, first.body).toBe(201);
    const order = orderOf(first);
    // The 60-minute appointment picks the service's 60-minute pricing option (2500.50).
    expect(order).toMatchObject({
      cost: 19000.5,
      paymentStatus: 'partially_paid',
      appointmentIds: [holder.appointmentId],
    });
    expect(await holdingCounts(clientId)).toEqual({ vouchers: 0, memberships: 0, packages: 0 });

    const tooMuch = await calls().retryPayment(order._id, { method: 'card', amount: 18900.51 });
    expect(tooMuch.statusCode).toBe(422);
    const rest = await calls().retryPayment(order._id, { method: 'card', amount: 18900.5 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(orderOf(rest)).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    expect(await holdingCounts(clientId)).toEqual({ vouchers: 1, memberships: 2, packages: 1 });
    const [appointment] = await context.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, holder.appointmentId));
    expect(appointment!.paidOrderId).toBe(order._id);

    const again = await calls().retryPayment(order._id, { method: 'cash', amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(await holdingCounts(clientId)).toEqual({ vouchers: 1, memberships: 2, packages: 1 });
    const vouchers = await holdings('/v1/voucher/client', 'clientVoucherPage', clientId);
    expect(vouchers[0]).toMatchObject({ value: 2500, maxUses: 3 });
  });

  it('shows a paid appointment as paid, with its order', async () => {
    const holder = await insertAppointment(
      context,
      home.owner.cookie,
      home.businessId,
      new Date('2026-12-04T09:00:00Z'),
    );
    await fill(
      [{ ...items.entries.service, appointmentId: holder.appointmentId }],
      holder.clientId,
    );
    const order = orderOf(await calls().pay([{ method: 'cash', amount: 2500.5 }]));
    const list = await send(
      context.app,
      'GET',
      withQuery('/v1/appointment', {
        businessId: home.businessId,
        startDate: '2026-12-04T00:00:00Z',
        endDate: '2026-12-05T00:00:00Z',
      }),
      { cookie: home.owner.cookie },
    );
    expect(list.statusCode, list.body).toBe(200);
    const docs = body<{
      appointmentPage: { docs: { _id: string; paid: boolean; orderId: string | null }[] };
    }>(list).appointmentPage.docs;
    expect(docs.find((doc) => doc._id === holder.appointmentId)).toMatchObject({
      paid: true,
      orderId: order._id,
    });
    const again = await calls().addEntry({
      ...items.entries.service,
      appointmentId: holder.appointmentId,
    });
    expect(body<ErrorBody>(again).error.fields).toEqual({
      appointmentId: 'This appointment is paid already',
    });
  });
});

describe('paying an appointment', () => {
  it('makes an order of its services when none holds them, then refuses a paid appointment', async () => {
    const holder = await insertAppointment(
      context,
      home.owner.cookie,
      home.businessId,
      new Date('2026-12-05T09:00:00Z'),
    );
    await context.database.db
      .update(appointments)
      .set({ serviceIds: [items.serviceId] })
      .where(eq(appointments.id, holder.appointmentId));
    const paid = await calls().payAppointment(holder.appointmentId, {
      method: 'cash',
      amount: 2500.5,
      tendered: 3000,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(orderOf(paid)).toMatchObject({
      client: { _id: holder.clientId },
      cost: 2500.5,
      paymentStatus: 'paid',
      appointmentIds: [holder.appointmentId],
    });
    expect(orderOf(paid).payments[0]).toMatchObject({ change: 499.5 });
    const again = await calls().payAppointment(holder.appointmentId, { method: 'cash', amount: 1 });
    expect(again.statusCode).toBe(409);
  });

  it('pays toward the unpaid order holding the appointment', async () => {
    const holder = await insertAppointment(
      context,
      home.owner.cookie,
      home.businessId,
      new Date('2026-12-06T09:00:00Z'),
    );
    await fill(
      [{ ...items.entries.service, appointmentId: holder.appointmentId }],
      holder.clientId,
    );
    const order = orderOf(await calls().pay([]));
    const paid = await calls().payAppointment(holder.appointmentId, {
      method: 'card',
      amount: 2500.5,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(orderOf(paid)).toMatchObject({ _id: order._id, paymentStatus: 'paid' });
    expect(
      (
        await calls().payAppointment('0193a000-0000-7000-8000-000000000999', {
          method: 'cash',
          amount: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the payment calls', () => {
  it("need sales.Checkout, and answer another business's order or appointment as not found", async () => {
    const order = await payCart(seller(), [items.entries.voucher], []);
    const holder = await insertAppointment(
      context,
      home.owner.cookie,
      home.businessId,
      new Date('2026-12-07T09:00:00Z'),
    );
    const stranger = await addMember(context.app, context.database, home.businessId, {});
    const strangerCalls = checkoutCalls({ ...session, cookie: stranger.cookie });
    expect(
      (await strangerCalls.retryPayment(order._id, { method: 'cash', amount: 1 })).statusCode,
    ).toBe(403);
    expect((await strangerCalls.paymentStatus(order._id)).statusCode).toBe(403);
    expect(
      (await strangerCalls.payAppointment(holder.appointmentId, { method: 'cash', amount: 1 }))
        .statusCode,
    ).toBe(403);

    const other = await createBusiness(context.app, 'Other');
    const otherCalls = checkoutCalls({
      ...session,
      cookie: other.owner.cookie,
      businessId: other.businessId,
    });
    const before = await snapshot(context.database, home.businessId);
    expect(
      (await otherCalls.retryPayment(order._id, { method: 'cash', amount: 1 })).statusCode,
    ).toBe(404);
    expect((await otherCalls.paymentStatus(order._id)).statusCode).toBe(404);
    expect(
      (await otherCalls.payAppointment(holder.appointmentId, { method: 'cash', amount: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await calls().retryPayment(order._id, { method: 'cash', amount: 0 })).statusCode).toBe(
      422,
    );
    expect((await calls().retryPayment(order._id, {} as never)).statusCode).toBe(422);
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
  });
});

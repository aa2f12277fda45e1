import { beforeAll, describe, expect, it } from 'vitest';
import { membership } from '../../../registry';
import { MAX_CART_ENTRIES } from '../../../registry/orders';
import { addMember, createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import {
  cartOf,
  checkoutCalls,
  seedSaleItems,
  type SaleItems,
  type SaleSession,
} from '../support/orders';
import { createRecord, snapshot } from '../support/records';
import { insertAppointment } from '../stock-usage/support';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let home: TestBusiness;
let other: TestBusiness;
let session: SaleSession;
let items: SaleItems;
let foreign: SaleItems;

const calls = () => checkoutCalls(session);
const fields = (response: Awaited<ReturnType<typeof send>>) =>
  body<ErrorBody>(response).error.fields;

beforeAll(async () => {
  [home, other] = await Promise.all([
    createBusiness(context.app, 'Cart'),
    createBusiness(context.app, 'Elsewhere'),
  ]);
  session = {
    app: context.app,
    database: context.database,
    cookie: home.owner.cookie,
    businessId: home.businessId,
  };
  items = await seedSaleItems(session);
  foreign = await seedSaleItems({
    app: context.app,
    database: context.database,
    cookie: other.owner.cookie,
    businessId: other.businessId,
  });
});

describe('the cart', () => {
  it('is created on first read, empty, in the business currency', async () => {
    const response = await calls().cart();
    expect(response.statusCode, response.body).toBe(200);
    expect(cartOf(response)).toMatchObject({
      businessId: home.businessId,
      client: null,
      entries: [],
      subtotal: 0,
      discount: 0,
      total: 0,
      currency: 'KES',
    });
    const again = cartOf(await calls().cart());
    expect(again._id).toBe(cartOf(response)._id);
  });

  it('is one per user and business, even when first read concurrently', async () => {
    const member = await addMember(context.app, context.database, home.businessId, {
      'sales.Checkout': ['read'],
    });
    const memberCalls = checkoutCalls({ ...session, cookie: member.cookie });
    const replies = await Promise.all([memberCalls.cart(), memberCalls.cart(), memberCalls.cart()]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((reply) => cartOf(reply)._id)).size).toBe(1);
    expect(cartOf(replies[0]!)._id).not.toBe(cartOf(await calls().cart())._id);
  });

  it('prices every kind from the catalogue, with names and totals in minor units', async () => {
    await calls().emptyCart();
    expect((await calls().updateCart({ clientId: items.clientId })).statusCode).toBe(200);
    for (const entry of Object.values(items.entries)) {
      const response = await calls().addEntry({ ...entry });
      expect(response.statusCode, response.body).toBe(200);
    }
    const product = await calls().addEntry({ ...items.entries.product, quantity: 2 });
    const cart = cartOf(product);
    expect(cart.client).toMatchObject({ _id: items.clientId });
    expect(
      cart.entries.map((entry) => [entry.kind, entry.unitPrice, entry.quantity, entry.total]),
    ).toEqual([
      ['product', 33.33, 1, 33.33],
      ['service', 1500, 1, 1500],
      ['voucher', 2500, 1, 2500],
      ['membership', 5000, 1, 5000],
      ['servicePackage', 4000, 1, 4000],
      ['product', 33.33, 2, 66.66],
    ]);
    expect(cart.entries[2]).toMatchObject({ maxUsageCount: 3 });
    expect(cart.entries[3]).toMatchObject({ type: 'monthly', duration: 1, period: '1 month' });
    expect(cart.entries[1]).toMatchObject({
      appointmentId: null,
      appointmentDate: '',
      appointmentTime: '',
      pricingOption: 0,
    });
    expect(cart.subtotal).toBe(13099.99);
    expect(cart.total).toBe(13099.99);
  });

  it('adds 3 x 33.33 as 99.99 and multiplies a membership by its duration', async () => {
    await calls().emptyCart();
    await calls().updateCart({ clientId: items.clientId });
    await calls().addEntry({ ...items.entries.product, quantity: 3 });
    const cart = cartOf(await calls().addEntry({ ...items.entries.membership, duration: 3 }));
    expect(cart.entries[0]!.total).toBe(99.99);
    expect(cart.entries[1]).toMatchObject({ unitPrice: 15000, period: '3 month' });
    expect(cart.subtotal).toBe(15099.99);
  });

  it('changes quantity, discount and pricing option of an entry, and removes it', async () => {
    await calls().emptyCart();
    await calls().updateCart({ clientId: items.clientId });
    const added = cartOf(await calls().addEntry({ ...items.entries.service }));
    const entryId = added.entries[0]!._id;
    const changed = cartOf(
      await calls().updateEntry(entryId, { quantity: 2, discount: 0.5, pricingOption: 1 }),
    );
    expect(changed.entries[0]).toMatchObject({
      quantity: 2,
      unitPrice: 2500.5,
      discount: 0.5,
      total: 5000.5,
      pricingOption: 1,
    });
    const discounted = cartOf(await calls().updateCart({ discount: 0.5 }));
    expect(discounted).toMatchObject({ subtotal: 5000.5, discount: 0.5, total: 5000 });
    const removed = await calls().removeEntry(entryId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(cartOf(removed).entries).toEqual([]);
    expect((await calls().removeEntry(entryId)).statusCode).toBe(404);
  });

  it('links a service to an appointment of the same client, with its day and time, and its client to an empty cart', async () => {
    await calls().emptyCart();
    const booked = await insertAppointment(
      context,
      home.owner.cookie,
      home.businessId,
      new Date('2026-12-01T07:30:00Z'),
    );
    const cart = cartOf(
      await calls().addEntry({ ...items.entries.service, appointmentId: booked.appointmentId }),
    );
    expect(cart.client?._id).toBe(booked.clientId);
    expect(cart.entries[0]).toMatchObject({
      appointmentId: booked.appointmentId,
      appointmentDate: '2026-12-01',
      appointmentTime: '10:30',
    });

    await calls().emptyCart();
    await calls().updateCart({ clientId: items.clientId });
    const before = await snapshot(context.database, home.businessId);
    const refused = await calls().addEntry({
      ...items.entries.service,
      appointmentId: booked.appointmentId,
    });
    expect(refused.statusCode).toBe(422);
    expect(fields(refused)).toEqual({ appointmentId: "This appointment is another client's" });
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
  });

  it('empties entries and client', async () => {
    await calls().updateCart({ clientId: items.clientId });
    await calls().addEntry({ ...items.entries.voucher });
    const emptied = await calls().emptyCart();
    expect(emptied.statusCode).toBe(200);
    expect(cartOf(emptied)).toMatchObject({ client: null, entries: [], discount: 0, total: 0 });
  });
});

describe('refusals change nothing', () => {
  const refusedWith = async (
    call: () => Promise<Awaited<ReturnType<typeof send>>>,
    status: number,
    expected?: Record<string, string>,
  ) => {
    const before = await snapshot(context.database, home.businessId);
    const response = await call();
    expect(response.statusCode, response.body).toBe(status);
    if (expected) expect(fields(response)).toEqual(expected);
    expect(await snapshot(context.database, home.businessId)).toEqual(before);
  };

  beforeAll(async () => {
    await calls().emptyCart();
    await calls().updateCart({ clientId: items.clientId });
    await calls().addEntry({ ...items.entries.product });
  });

  it("refuses another business's client, product, voucher, membership, service, package and appointment", async () => {
    const notFound = 'Not found in this business';
    const elsewhere = await insertAppointment(
      context,
      other.owner.cookie,
      other.businessId,
      new Date('2026-12-02T08:00:00Z'),
    );
    await refusedWith(() => calls().updateCart({ clientId: foreign.clientId }), 422, {
      clientId: notFound,
    });
    await refusedWith(() => calls().addEntry({ ...foreign.entries.product }), 422, {
      productId: notFound,
    });
    await refusedWith(
      () => calls().addEntry({ ...items.entries.product, variantId: foreign.variantId }),
      422,
      { variantId: notFound },
    );
    await refusedWith(() => calls().addEntry({ ...foreign.entries.voucher }), 422, {
      voucherId: notFound,
    });
    await refusedWith(() => calls().addEntry({ ...foreign.entries.membership }), 422, {
      membershipId: notFound,
    });
    await refusedWith(() => calls().addEntry({ ...foreign.entries.service }), 422, {
      serviceId: notFound,
    });
    await refusedWith(() => calls().addEntry({ ...foreign.entries.servicePackage }), 422, {
      servicePackageId: notFound,
    });
    await refusedWith(
      () => calls().addEntry({ ...items.entries.service, appointmentId: elsewhere.appointmentId }),
      422,
      { appointmentId: notFound },
    );
  });

  it('refuses an empty client id, and a membership whose periods would run past 2999-12-31', async () => {
    await refusedWith(() => calls().updateCart({ clientId: '' }), 422, {
      clientId: 'Must be the id of a record',
    });
    const longest = await createRecord(
      context.app,
      home.owner.cookie,
      membership,
      home.businessId,
      {
        name: 'A century and more',
        price: { monthly: 1 },
        duration: { value: 120, duration_type: 'year' },
      },
    );
    await refusedWith(
      () =>
        calls().addEntry({
          kind: 'membership',
          membershipId: longest._id,
          type: 'monthly',
          duration: 9,
        }),
      422,
      {
        duration: 'The membership would run past 2999-12-31',
      },
    );
  });

  it('refuses bad quantities, discounts and fields', async () => {
    const entryId = cartOf(await calls().cart()).entries[0]!._id;
    await refusedWith(() => calls().addEntry({ ...items.entries.product, quantity: -1 }), 422, {
      quantity: 'Must be at least 1',
    });
    await refusedWith(() => calls().addEntry({ ...items.entries.product, quantity: 1.5 }), 422, {
      quantity: 'Must be a whole number',
    });
    await refusedWith(() => calls().addEntry({ ...items.entries.product, quantity: 1001 }), 422, {
      quantity: 'Must be at most 1000',
    });
    await refusedWith(() => calls().updateEntry(entryId, { quantity: 0 }), 422, {
      quantity: 'Must be at least 1',
    });
    await refusedWith(() => calls().updateEntry(entryId, { discount: 33.34 }), 422, {
      discount: 'The discount cannot be more than the line',
    });
    await refusedWith(() => calls().updateEntry(entryId, { discount: 1.005 }), 422);
    await refusedWith(() => calls().updateEntry(entryId, { discount: -1 }), 422);
    await refusedWith(() => calls().updateCart({ discount: 40 }), 422, {
      discount: 'The discount cannot be more than the subtotal',
    });
    await refusedWith(() => calls().addEntry({ kind: 'gift' }), 422);
    await refusedWith(() => calls().addEntry({ kind: 'voucher' }), 422, {
      voucherId: 'This field is required.',
    });
    await refusedWith(() => calls().addEntry({ ...items.entries.membership, type: 'hourly' }), 422);
    await refusedWith(() => calls().addEntry({ ...items.entries.service, pricingOption: 5 }), 422, {
      pricingOption: 'Choose a pricing option from 0 to 1',
    });
    await refusedWith(() => calls().updateEntry(entryId, { pricingOption: 1 }), 422);
    await refusedWith(() => calls().addEntry({ ...items.entries.product, price: 1 }), 422, {
      price: 'Unknown field',
    });
    await refusedWith(
      () => calls().updateEntry('0193a000-0000-7000-8000-000000000999', { quantity: 2 }),
      404,
    );
    await refusedWith(() => calls().updateEntry('nope', { quantity: 2 }), 404);
  });

  it('refuses query keys the cart calls do not declare', async () => {
    const cookie = home.owner.cookie;
    const entryId = cartOf(await calls().cart()).entries[0]!._id;
    const payload = { businessId: home.businessId, discount: 1 };
    await refusedWith(
      () => send(context.app, 'PUT', '/v1/cart?discount=5', { cookie, payload }),
      400,
    );
    await refusedWith(
      () => send(context.app, 'PUT', `/v1/cart?businessId=${home.businessId}`, { cookie, payload }),
      400,
    );
    await refusedWith(
      () =>
        send(context.app, 'POST', '/v1/cart/entry?quantity=2', {
          cookie,
          payload: { businessId: home.businessId, ...items.entries.product },
        }),
      400,
    );
    await refusedWith(
      () =>
        send(context.app, 'PUT', `/v1/cart/entry/${entryId}?quantity=2`, {
          cookie,
          payload: { businessId: home.businessId, quantity: 3 },
        }),
      400,
    );
    const headers = { 'vendor-module': 'sales.Checkout' };
    await refusedWith(
      () =>
        send(
          context.app,
          'DELETE',
          withQuery('/v1/cart', { businessId: home.businessId, all: 'yes' }),
          { cookie, headers },
        ),
      400,
    );
    await refusedWith(
      () =>
        send(
          context.app,
          'DELETE',
          withQuery(`/v1/cart/entry/${entryId}`, { businessId: home.businessId, x: '1' }),
          { cookie, headers },
        ),
      400,
    );
    expect(
      (
        await send(
          context.app,
          'GET',
          withQuery('/v1/cart', { businessId: home.businessId, page: '2' }),
          { cookie },
        )
      ).statusCode,
    ).toBe(400);
  });

  it('holds at most MAX_CART_ENTRIES entries', async () => {
    const member = await addMember(context.app, context.database, home.businessId, {
      'sales.Checkout': ['read', 'create', 'update', 'delete'],
    });
    const memberCalls = checkoutCalls({ ...session, cookie: member.cookie });
    const replies = await Promise.all(
      Array.from({ length: MAX_CART_ENTRIES + 3 }, () =>
        memberCalls.addEntry({ ...items.entries.voucher }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(MAX_CART_ENTRIES);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(3);
    expect(cartOf(await memberCalls.cart()).entries).toHaveLength(MAX_CART_ENTRIES);
  });
});

describe('permissions', () => {
  it('needs sales.Checkout for the cart, and sales.Discounts create for a discount', async () => {
    const stranger = await addMember(context.app, context.database, home.businessId, {});
    const strangerCalls = checkoutCalls({ ...session, cookie: stranger.cookie });
    expect((await strangerCalls.cart()).statusCode).toBe(403);
    expect((await strangerCalls.addEntry({ ...items.entries.voucher })).statusCode).toBe(403);
    expect((await strangerCalls.emptyCart()).statusCode).toBe(403);

    const cashier = await addMember(context.app, context.database, home.businessId, {
      'sales.Checkout': ['read', 'create', 'update', 'delete'],
    });
    const cashierCalls = checkoutCalls({ ...session, cookie: cashier.cookie });
    await cashierCalls.updateCart({ clientId: items.clientId });
    const entryId = cartOf(await cashierCalls.addEntry({ ...items.entries.voucher })).entries[0]!
      ._id;
    expect(
      (await cashierCalls.addEntry({ ...items.entries.voucher, discount: 10 })).statusCode,
    ).toBe(403);
    expect((await cashierCalls.updateEntry(entryId, { discount: 10 })).statusCode).toBe(403);
    expect((await cashierCalls.updateCart({ discount: 10 })).statusCode).toBe(403);
    expect((await cashierCalls.updateEntry(entryId, { discount: 0 })).statusCode).toBe(200);

    const manager = await addMember(context.app, context.database, home.businessId, {
      'sales.Checkout': ['read', 'create', 'update'],
      'sales.Discounts': ['create'],
    });
    const managerCalls = checkoutCalls({ ...session, cookie: manager.cookie });
    await managerCalls.updateCart({ clientId: items.clientId });
    expect(
      (await managerCalls.addEntry({ ...items.entries.voucher, discount: 10 })).statusCode,
    ).toBe(200);
  });

  it("answers 403 for another business's cart and 400 without the vendor-module header on deletes", async () => {
    const outsider = checkoutCalls({ ...session, cookie: other.owner.cookie });
    expect((await outsider.cart()).statusCode).toBe(403);
    const noHeader = await send(
      context.app,
      'DELETE',
      withQuery('/v1/cart', { businessId: home.businessId }),
      { cookie: home.owner.cookie },
    );
    expect(noHeader.statusCode).toBe(400);
    expect(
      (await send(context.app, 'GET', withQuery('/v1/cart', { businessId: home.businessId })))
        .statusCode,
    ).toBe(401);
  });
});

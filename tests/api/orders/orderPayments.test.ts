import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DARAJA_TEST_CREDENTIALS,
  startDarajaServer,
  type DarajaServer,
} from '../../support/darajaServer';
import { pay, setupPaymentsApp, testPaymentsConfig } from '../payments/support';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import {
  checkoutCalls,
  orderOf,
  payCart,
  seedSaleItems,
  type SaleItems,
  type SaleSession,
} from '../support/orders';

/**
 * M-Pesa for orders against a local server speaking Daraja's protocol: nothing is paid until a
 * callback comes, and callbacks travel over HTTP to the URL the app gave.
 */
let daraja: DarajaServer;
beforeAll(async () => {
  daraja = await startDarajaServer();
});
afterAll(async () => {
  await daraja.close();
});

const config = testPaymentsConfig({ provider: 'daraja' });
const context = setupPaymentsApp(() =>
  Object.assign(config, { daraja: { ...DARAJA_TEST_CREDENTIALS, baseUrl: daraja.url } }),
);
let home: TestBusiness;
let session: SaleSession;
let items: SaleItems;

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  config.publicUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  home = await createBusiness(context.app, 'Mpesa');
  session = {
    app: context.app,
    database: context.database,
    cookie: home.owner.cookie,
    businessId: home.businessId,
  };
  items = await seedSaleItems(session);
});

const calls = () => checkoutCalls(session);
/** The order as the payment-status call replies it (the provider's query reports a push still open until told otherwise). */
const read = async (orderId: string) => orderOf(await calls().paymentStatus(orderId));
const vouchersHeld = async () => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/voucher/client', {
      businessId: home.businessId,
      clientId: items.clientId,
      limit: 100,
    }),
    {
      cookie: home.owner.cookie,
    },
  );
  return body<{ clientVoucherPage: { total: number } }>(response).clientVoucherPage.total;
};

/** An order of one voucher (2500) with cash 500 and M-Pesa 2000 pending, and its push accepted. */
const pushedOrder = async () => {
  const order = await payCart(
    { ...session, clientId: items.clientId },
    [items.entries.voucher],
    [
      { method: 'cash', amount: 500 },
      { method: 'm-pesa', amount: 2000, phone: '0712345678' },
    ],
  );
  expect(order).toMatchObject({ paymentStatus: 'partially_paid', balanceDue: 2000 });
  expect(order.payments.map((payment) => [payment.method, payment.status])).toEqual([
    ['cash', 'paid'],
    ['m-pesa', 'pending'],
  ]);
  const pushes = daraja.pushes.length;
  const response = await pay(context.app, home.owner.cookie, {
    phone_number: '0712345678',
    amount: 2000,
    transactionRef: order._id,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(daraja.pushes.length).toBe(pushes + 1);
  return { order, push: daraja.pushes.at(-1)! };
};

describe('M-Pesa payments of orders', () => {
  it('pays only on the callback, once when it is delivered three times, and settles the order', async () => {
    const { order, push } = await pushedOrder();
    expect(await read(order._id)).toMatchObject({ paymentStatus: 'partially_paid' });
    expect(await vouchersHeld()).toBe(0);
    for (let n = 0; n < 3; n++) expect((await daraja.deliverCallback(push, 0)).status).toBe(200);
    const paid = await read(order._id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', balanceDue: 0, payment: { amount: 2500 } });
    expect(paid.payments[1]).toMatchObject({
      method: 'm-pesa',
      status: 'paid',
      reference: 'NLJ7RT61SV',
    });
    expect(await vouchersHeld()).toBe(1);
  });

  it('marks a cancelled push cancelled, leaving the balance to pay again', async () => {
    const before = await vouchersHeld();
    const { order, push } = await pushedOrder();
    await daraja.deliverCallback(push, 1032);
    const cancelled = await read(order._id);
    expect(cancelled).toMatchObject({ paymentStatus: 'partially_paid', balanceDue: 2000 });
    expect(cancelled.payments[1]!.status).toBe('cancelled');
    const again = await pay(context.app, home.owner.cookie, {
      phone_number: '0712345678',
      amount: 2000,
      transactionRef: order._id,
    });
    expect(again.statusCode).toBe(409);

    const retried = await calls().retryPayment(order._id, { method: 'card', amount: 2000 });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(orderOf(retried)).toMatchObject({ paymentStatus: 'paid' });
    expect(await vouchersHeld()).toBe(before + 1);
  });

  it.each([
    [1032, 'cancelled', 'cancelledByClient'],
    [1, 'failed', 'insufficientFunds'],
    [1037, 'expired', 'noResponse'],
    [2001, 'failed', 'wrongPin'],
    [9999, 'failed', 'declined'],
  ])('says why a push ended with result code %s: %s, %s', async (code, status, reason) => {
    const { order, push } = await pushedOrder();
    await daraja.deliverCallback(push, code);
    const ended = (await read(order._id)).payments[1]!;
    expect(ended).toMatchObject({ status, failureReason: reason });
    const retried = await calls().retryPayment(order._id, { method: 'cash', amount: 2000 });
    expect(orderOf(retried).payments.map((payment) => payment.failureReason)).toEqual([
      null,
      reason,
      null,
    ]);
  });

  it('refuses a second M-Pesa payment while one waits, and a push for another amount', async () => {
    const { order } = await pushedOrder();
    const second = await calls().retryPayment(order._id, { method: 'm-pesa', amount: 1000 });
    expect(second.statusCode).toBe(409);
    expect(body<ErrorBody>(second).error.code).toBe('INVALID_STATE');
    const wrongAmount = await pay(context.app, home.owner.cookie, {
      phone_number: '0712345678',
      amount: 1999,
      transactionRef: order._id,
    });
    expect(wrongAmount.statusCode).toBe(422);
    const cashOverBalance = await calls().retryPayment(order._id, { method: 'cash', amount: 1 });
    expect(cashOverBalance.statusCode).toBe(422);
  });

  it('asks the provider about a waiting payment on request', async () => {
    const { order, push } = await pushedOrder();
    const waiting = await calls().paymentStatus(order._id);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(orderOf(waiting).paymentStatus).toBe('partially_paid');
    daraja.setResult(push, 0);
    const settled = await calls().paymentStatus(order._id);
    expect(orderOf(settled)).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    expect(
      orderOf(settled).payments.find((payment) => payment.method === 'm-pesa')?.reference,
    ).toBeNull();
    // The query carries no receipt: the callback coming after it records one on the payment line.
    await daraja.deliverCallback(push, 0);
    const receipted = orderOf(await calls().paymentStatus(order._id));
    expect(receipted).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    expect(receipted.payments.find((payment) => payment.method === 'm-pesa')?.reference).toBe(
      'NLJ7RT61SV',
    );
    expect((await calls().paymentStatus('0193a000-0000-7000-8000-000000000999')).statusCode).toBe(
      404,
    );
  });

  it("answers another business's order as not found", async () => {
    const { order } = await pushedOrder();
    const stranger = await createBusiness(context.app, 'Stranger');
    const response = await pay(context.app, stranger.owner.cookie, {
      phone_number: '0712345678',
      amount: 2000,
      transactionRef: order._id,
    });
    expect(response.statusCode).toBe(422);
    const retry = await checkoutCalls({
      ...session,
      cookie: stranger.owner.cookie,
      businessId: stranger.businessId,
    }).retryPayment(order._id, {
      method: 'cash',
      amount: 1,
    });
    expect(retry.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { callbackTokenHash } from '../../../server/payments/callback';
import { darajaProvider } from '../../../server/payments/daraja';
import { payablesOf } from '../../../server/payments/payables';
import { sweepPendingPayments } from '../../../server/payments/sweeper';
import { smsBundleOrderPayable } from '../../../server/sms-bundles/payable';
import { mpesaPayments } from '../../../server/db/schema';
import {
  DARAJA_TEST_CREDENTIALS,
  startDarajaServer,
  type DarajaServer,
} from '../../support/darajaServer';
import { createBusiness } from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import { createTestApp } from '../support/testApp';
import {
  BUNDLES,
  getOrder,
  newOrder,
  pay,
  paymentOf,
  setupPaymentsApp,
  smsBalanceOf,
  testPaymentsConfig,
} from './support';

/**
 * The Daraja provider against a local server speaking Daraja's protocol: the app listens on a
 * port, so callbacks travel over HTTP to the CallBackURL it gave, as from Safaricom.
 */
let daraja: DarajaServer;
beforeAll(async () => {
  daraja = await startDarajaServer();
});
afterAll(async () => {
  await daraja.close();
});

const darajaConfig = () => ({ ...DARAJA_TEST_CREDENTIALS, baseUrl: daraja.url });
const config = testPaymentsConfig({ provider: 'daraja' });
const context = setupPaymentsApp(() => Object.assign(config, { daraja: darajaConfig() }));
beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  // The callback URL is built per push from the configured public address: the port just taken.
  config.publicUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

/** Sweeps as the server's timer does, with a provider of its own (a token of its own) and no waiting time. */
const sweepNow = () =>
  sweepPendingPayments(
    context.database.db,
    payablesOf([smsBundleOrderPayable]),
    darajaProvider(darajaConfig()),
    0,
  );

/** A business, an order of the 100 SMS bundle and its push accepted by Daraja. */
const pushedOrder = async (phone = '0712345678') => {
  const { businessId, owner } = await createBusiness(context.app);
  const order = await newOrder(context.app, owner.cookie, businessId);
  const before = daraja.pushes.length;
  const response = await pay(context.app, owner.cookie, {
    phone_number: phone,
    amount: BUNDLES.kes100.cost,
    transactionRef: order._id,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(daraja.pushes.length).toBe(before + 1);
  const push = daraja.pushes.at(-1)!;
  const read = () => getOrder(context.app, owner.cookie, businessId, order._id);
  const balance = () => smsBalanceOf(context.database, businessId);
  return { businessId, owner, order, push, payment: paymentOf(response), read, balance };
};

describe('Daraja STK push', () => {
  it('asks for a token with Basic auth once and reuses it while it lives', async () => {
    const tokenRequests = () =>
      daraja.requests.filter((request) => request.path.startsWith('/oauth/v1/generate')).length;
    await pushedOrder();
    const afterFirst = tokenRequests();
    await pushedOrder();
    await pushedOrder();
    expect(afterFirst).toBe(1);
    expect(tokenRequests()).toBe(1);
    const pushes = daraja.requests.filter(
      (request) => request.path === '/mpesa/stkpush/v1/processrequest',
    );
    expect(new Set(pushes.map((request) => request.authorization)).size).toBe(1);
    expect(pushes[0]!.authorization).toMatch(/^Bearer /);
  });

  it('sends the fields Daraja checks: phone as 2547…, short reference and description, the callback URL with a secret token', async () => {
    const { push, payment, order } = await pushedOrder('+254 112 345 678');
    expect(push.request).toMatchObject({
      BusinessShortCode: DARAJA_TEST_CREDENTIALS.shortcode,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 100,
      PartyA: '254112345678',
      PhoneNumber: '254112345678',
      PartyB: DARAJA_TEST_CREDENTIALS.shortcode,
      TransactionDesc: 'SMS bundle',
    });
    expect(String(push.request.AccountReference)).toHaveLength(12);
    expect(String(push.request.Timestamp)).toMatch(/^\d{14}$/);
    const token = new URL(push.callbackUrl).pathname.replace('/mpesa/callback/', '');
    expect(push.callbackUrl.startsWith(`${config.publicUrl}/mpesa/callback/`)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = (await context.database.db.select().from(mpesaPayments)).find(
      (candidate) => candidate.id === payment._id,
    )!;
    expect(stored.callbackTokenHash).toBe(callbackTokenHash(token));
    expect(stored).toMatchObject({
      checkoutRequestId: push.checkoutRequestId,
      merchantRequestId: push.merchantRequestId,
      transactionRef: order._id,
    });
    expect(payment.customerMessage).toBe('Success. Request accepted for processing');
  });
});

describe('a push Daraja refuses', () => {
  it('is a 503 that leaves the order payable, with the payment closed as failed', async () => {
    const other = await createTestApp({
      payments: testPaymentsConfig({
        provider: 'daraja',
        daraja: { ...darajaConfig(), passkey: 'wrong' },
      }),
    });
    try {
      const { businessId, owner } = await createBusiness(other.app);
      const order = await newOrder(other.app, owner.cookie, businessId);
      const response = await pay(other.app, owner.cookie, {
        phone_number: '0712345678',
        amount: 100,
        transactionRef: order._id,
      });
      expect(response.statusCode).toBe(503);
      expect(body<ErrorBody>(response).error).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'M-Pesa did not take the payment request. Try again in a moment.',
      });
      expect((await getOrder(other.app, owner.cookie, businessId, order._id)).status).toBe(
        'pending',
      );
      expect(
        (await other.database.db.select().from(mpesaPayments)).map((row) => row.status),
      ).toEqual(['failed']);
    } finally {
      await other.close();
    }
  });
});

describe('the Daraja access token', () => {
  it('is asked for again once it is within a minute of expiring', async () => {
    const shortLived = await startDarajaServer({ tokenSeconds: 61 });
    try {
      const provider = darajaProvider({ ...DARAJA_TEST_CREDENTIALS, baseUrl: shortLived.url });
      const request = {
        phone: '254712345678',
        amount: 100,
        accountReference: 'ABC',
        description: 'SMS bundle',
        callbackUrl: 'https://example.test/cb',
      };
      await provider.push(request);
      await provider.push(request);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await provider.push(request);
      const tokens = shortLived.requests.filter((recorded) =>
        recorded.path.startsWith('/oauth/'),
      ).length;
      expect(tokens).toBe(2);
      expect(shortLived.pushes).toHaveLength(3);
    } finally {
      await shortLived.close();
    }
  });
});

describe('Daraja callbacks', () => {
  it('credit a bundle once when the same success is delivered three times', async () => {
    const { push, read, balance } = await pushedOrder();
    for (let n = 0; n < 3; n++)
      expect(await daraja.deliverCallback(push, 0)).toEqual({
        status: 200,
        body: { ResultCode: 0, ResultDesc: 'Accepted' },
      });
    expect(await read()).toMatchObject({ status: 'paid', receipt: 'NLJ7RT61SV' });
    expect(await balance()).toBe(100);
  });

  it('keep a paid order paid when a failure arrives after the success, and ignore a callback naming another push', async () => {
    const { push, read, balance } = await pushedOrder();
    await daraja.deliverCallback(push, 1032, { checkoutRequestId: 'ws_CO_someone_else' });
    expect((await read()).status).toBe('pending');
    await daraja.deliverCallback(push, 0);
    await daraja.deliverCallback(push, 1032);
    await daraja.deliverCallback(push, 0);
    expect((await read()).status).toBe('paid');
    expect(await balance()).toBe(100);
  });

  it('credit nothing for a success of another amount, and the order fails', async () => {
    const { push, read, balance } = await pushedOrder();
    await daraja.deliverCallback(push, 0, { amount: 99 });
    await daraja.deliverCallback(push, 0);
    expect(await read()).toMatchObject({ status: 'failed', paidAt: null });
    expect(await balance()).toBe(0);
  });

  it('end a cancelled push as cancelled', async () => {
    const { push, read, balance } = await pushedOrder();
    await daraja.deliverCallback(push, 1032);
    expect(await read()).toMatchObject({
      status: 'cancelled',
      resultDescription: 'Request cancelled by user',
    });
    expect(await balance()).toBe(0);
  });

  it('answer 200 Accepted to an unknown token or a body that is not a callback, changing nothing', async () => {
    const { push, read } = await pushedOrder();
    const forged = { ...push, callbackUrl: `${config.publicUrl}/mpesa/callback/${'A'.repeat(43)}` };
    expect(await daraja.deliverCallback(forged, 0)).toEqual({
      status: 200,
      body: { ResultCode: 0, ResultDesc: 'Accepted' },
    });
    const garbage = await fetch(push.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"Body":{"stkCallback":42}}',
    });
    expect(garbage.status).toBe(200);
    expect((await read()).status).toBe('pending');
  });
});

describe('payments whose callback never came', () => {
  it('are settled by the STK query: a payment Daraja reports paid is credited once, even when its callback then comes', async () => {
    const { push, read, balance } = await pushedOrder();
    daraja.setResult(push, 0);
    await sweepNow();
    expect(await read()).toMatchObject({ status: 'paid', receipt: null });
    expect(await balance()).toBe(100);
    await daraja.deliverCallback(push, 0);
    await sweepNow();
    expect(await balance()).toBe(100);
    // The query carries no receipt; the late callback's is recorded, and nothing else changes.
    expect(await read()).toMatchObject({ status: 'paid', receipt: 'NLJ7RT61SV' });
    await daraja.deliverCallback(push, 0, { receipt: 'OTHER00000' });
    expect((await read()).receipt).toBe('NLJ7RT61SV');
  });

  it('take the status the query reports: cancelled', async () => {
    const { push, read } = await pushedOrder();
    daraja.setResult(push, 1032, 'Request cancelled by user');
    await sweepNow();
    expect((await read()).status).toBe('cancelled');
  });

  it('expire while Daraja still processes them; a success arriving late is credited once', async () => {
    const { push, read, balance } = await pushedOrder();
    await sweepNow();
    expect(await read()).toMatchObject({ status: 'expired' });
    await daraja.deliverCallback(push, 0);
    await daraja.deliverCallback(push, 0);
    expect((await read()).status).toBe('paid');
    expect(await balance()).toBe(100);
  });

  it('expire without credit when a late callback reports a failure', async () => {
    const { push, read, balance } = await pushedOrder();
    await sweepNow();
    await daraja.deliverCallback(push, 1);
    expect((await read()).status).toBe('expired');
    expect(await balance()).toBe(0);
  });
});

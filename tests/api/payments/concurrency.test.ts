import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DARAJA_TEST_CREDENTIALS,
  startDarajaServer,
  type DarajaServer,
} from '../../support/darajaServer';
import { createBusiness } from '../support/accounts';
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
 * Duplicate callbacks racing on several connections: PGlite has one, so this runs on PostgreSQL
 * (TEST_DATABASE_URL), like tests/api/stock/concurrency.test.ts.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent M-Pesa callbacks on PostgreSQL', () => {
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
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    config.publicUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  });

  it('20 simultaneous success callbacks, mixed with failures, credit the bundle exactly once', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const orders = await Promise.all(
      [1, 2, 3].map(() => newOrder(context.app, owner.cookie, businessId, BUNDLES.kes500.id)),
    );
    for (const order of orders) {
      const response = await pay(context.app, owner.cookie, {
        phone_number: '0712345678',
        amount: BUNDLES.kes500.cost,
        transactionRef: order._id,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(paymentOf(response).status).toBe('pending');
    }
    const pushes = daraja.pushes.slice(-3);
    const replies = await Promise.all(
      pushes.flatMap((push) =>
        Array.from({ length: 20 }, (_, n) => daraja.deliverCallback(push, n % 5 === 4 ? 1032 : 0)),
      ),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const statuses = await Promise.all(
      orders.map(
        async (order) => (await getOrder(context.app, owner.cookie, businessId, order._id)).status,
      ),
    );
    const paid = statuses.filter((status) => status === 'paid').length;
    // Each order ends paid or cancelled, whichever callback won, and only the paid ones are credited, once each.
    expect(statuses[0]).toBe('paid');
    expect(statuses.every((status) => status === 'paid' || status === 'cancelled')).toBe(true);
    expect(await smsBalanceOf(context.database, businessId)).toBe(paid * BUNDLES.kes500.smsCount);
  });

  it('two simultaneous pushes for one order send one STK push', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const order = await newOrder(context.app, owner.cookie, businessId);
    const before = daraja.pushes.length;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        pay(context.app, owner.cookie, {
          phone_number: '0712345678',
          amount: 100,
          transactionRef: order._id,
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => paymentOf(reply)._id)).size).toBe(1);
    expect(daraja.pushes.length).toBe(before + 1);
  });
});

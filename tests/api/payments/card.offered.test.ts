import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { orderPayable } from '../../../server/orders';
import { registerPaymentRoutes } from '../../../server/payments';
import { startScheduler } from '../../../server/scheduler';
import { smsBundleOrderPayable } from '../../../server/sms-bundles';
import {
  AUD_BUNDLES,
  cardPaymentRows,
  createAustralianBusiness,
  newCardOrder,
  postWebhook,
} from './cardSupport';
import { setupStripeApp } from './stripeSupport';
import { getOrder, smsBalanceOf, waitFor } from './support';

/** What the payments area offers other areas (a booking's deposit), through Stripe's protocol. */
const { context, stripe: server, cardConfig, openCheckout, sign, completed } = setupStripeApp();

describe('what the payments area offers other areas', () => {
  const payments = async () => {
    const bare = Fastify();
    const offered = await registerPaymentRoutes(
      bare,
      context.database.db,
      [smsBundleOrderPayable, orderPayable],
      cardConfig(),
    );
    return { offered, close: () => bare.close() };
  };

  it('starts a card payment without a session, refunds part of it, and never more than was paid', async () => {
    const { offered, close } = await payments();
    try {
      const { businessId, owner } = await createAustralianBusiness(context.app, context.database);
      const order = await newCardOrder(
        context.app,
        owner.cookie,
        businessId,
        AUD_BUNDLES.aud500.id,
      );
      const started = await offered.startCardPayment({
        payableKind: 'sms-bundle-order',
        transactionRef: order._id,
        successUrl: 'https://salon.example/done',
        cancelUrl: 'https://salon.example/cancelled',
      });
      const session = server()
        .sessions()
        .find((one) => one.client_reference_id === order._id)!;
      expect(started).toEqual({
        paymentId: expect.any(String),
        status: 'pending',
        checkoutUrl: session.url,
      });
      const event = completed(session.id);
      await postWebhook(context.app, event, sign(event));
      expect(await smsBalanceOf(context.database, businessId)).toBe(500);

      await expect(
        offered.refundCardPayment({ businessId, transactionRef: order._id, amountMinor: 1_500 }),
      ).resolves.toMatchObject({ refundedMinor: 1_500 });
      expect(server().refunds.at(-1)).toEqual({
        payment_intent: session.payment_intent,
        amount: 1_500,
      });
      await expect(
        offered.refundCardPayment({ businessId, transactionRef: order._id, amountMinor: 2_001 }),
      ).rejects.toMatchObject({ statusCode: 409 });
      await offered.refundCardPayment({
        businessId,
        transactionRef: order._id,
        amountMinor: 2_000,
      });
      const [row] = await cardPaymentRows(context.database, order._id);
      expect(row!.refundedMinor).toBe(3_500);
    } finally {
      await close();
    }
  });

  it('sweeps a checkout whose webhook never came: expired at Stripe, the order expires', async () => {
    const { businessId, owner, order, session } = await openCheckout();
    server().expire(session.id);
    // The sweep's scheduled job, in a second server on the same database.
    const app = Fastify();
    const payments = await registerPaymentRoutes(
      app,
      context.database.db,
      [smsBundleOrderPayable],
      {
        ...cardConfig(),
        sweepIntervalMs: 20,
      },
    );
    await app.ready();
    const stop = await startScheduler(context.database.db, payments.scheduledJobs, {
      onError: () => undefined,
    });
    try {
      await waitFor(
        () => getOrder(context.app, owner.cookie, businessId, order._id),
        (current) => current.status !== 'pending',
      );
    } finally {
      await stop();
      await app.close();
    }
    expect((await getOrder(context.app, owner.cookie, businessId, order._id)).status).toBe(
      'expired',
    );
  });
});

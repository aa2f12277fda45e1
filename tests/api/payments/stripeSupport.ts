import { afterAll, beforeAll, expect } from 'vitest';
import {
  signStripeEvent,
  startStripeServer,
  STRIPE_TEST_KEY,
  type StripeServer,
} from '../../support/stripeServer';
import { cardPaymentOf, createAustralianBusiness, newCardOrder, payByCard } from './cardSupport';
import { setupPaymentsApp, TEST_WEBHOOK_SECRET, testPaymentsConfig } from './support';

/**
 * A test file's app taking cards through Stripe's protocol, spoken by a local server started
 * first; webhooks signed with the test secret.
 */
export const setupStripeApp = () => {
  let server: StripeServer | undefined;
  beforeAll(async () => {
    server = await startStripeServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const stripe = () => {
    if (!server) throw new Error('the Stripe server starts in beforeAll');
    return server;
  };
  const cardConfig = () =>
    testPaymentsConfig({
      card: {
        provider: 'stripe',
        stripe: {
          secretKey: STRIPE_TEST_KEY,
          host: '127.0.0.1',
          port: stripe().port,
          protocol: 'http',
        },
        webhookSecret: TEST_WEBHOOK_SECRET,
        pendingTimeoutMs: 0,
      },
    });
  const context = setupPaymentsApp(cardConfig);

  /** An Australian salon's AUD 8 order with its checkout opened. */
  const openCheckout = async () => {
    const { businessId, owner } = await createAustralianBusiness(context.app, context.database);
    const order = await newCardOrder(context.app, owner.cookie, businessId);
    const response = await payByCard(context.app, owner.cookie, {
      transactionRef: order._id,
      businessId,
      returnPath: '/messages?tab=sms-bundles',
    });
    expect(response.statusCode, response.body).toBe(200);
    const payment = cardPaymentOf(response);
    const session = stripe()
      .sessions()
      .find((one) => one.client_reference_id === order._id)!;
    return { businessId, owner, order, payment, session };
  };

  return {
    context,
    stripe,
    cardConfig,
    openCheckout,
    sign: (rawBody: string) => signStripeEvent(rawBody, TEST_WEBHOOK_SECRET),
    /** The card holder pays: the session completes, and the event Stripe would send about it. */
    completed: (sessionId: string, eventId?: string) =>
      stripe().event('checkout.session.completed', stripe().pay(sessionId), eventId),
  };
};

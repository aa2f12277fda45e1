import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedPayment } from '../../../registry/webhooks';
import type { TestBusiness } from '../support/accounts';
import { send } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';
import {
  cardPaymentOf,
  createAustralianBusiness,
  newCardOrder,
  payByCard,
} from '../payments/cardSupport';
import { testPaymentsConfig, waitFor } from '../payments/support';
import {
  createEndpoint,
  runDeliveries,
  setupReceiver,
  verifySignature,
  WEBHOOK_TEST_SCHEDULER,
} from './support';

/** A card payment, paid on the built-in simulator's page, tells the business's server through `payment.received`. */
const receiver = setupReceiver();
let context: TestContext;
let salon: TestBusiness;
let secret: string;

beforeAll(async () => {
  context = await createTestApp({
    payments: testPaymentsConfig(),
    scheduler: WEBHOOK_TEST_SCHEDULER,
  });
  salon = await createAustralianBusiness(context.app, context.database);
  ({ secret } = await createEndpoint(context.app, salon.owner.cookie, salon.businessId, {
    url: receiver.url(),
    events: ['payment.received'],
  }));
});
afterAll(() => context.close());

/** Opens a card checkout for a new SMS bundle order and presses `action` on the simulator's page. */
const payOnSimulator = async (action: 'pay' | 'decline') => {
  const order = await newCardOrder(context.app, salon.owner.cookie, salon.businessId);
  const started = await payByCard(context.app, salon.owner.cookie, {
    transactionRef: order._id,
    returnPath: '/messages?tab=sms-bundles',
  });
  expect(started.statusCode, started.body).toBe(200);
  const { _id: paymentId, checkoutUrl } = cardPaymentOf(started);
  const pressed = await send(context.app, 'POST', new URL(checkoutUrl).pathname, {
    cookie: salon.owner.cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(pressed.statusCode).toBe(303);
  return { order, paymentId };
};

const received = () =>
  receiver.received.map(({ headers, raw }) => ({
    signedAt: verifySignature(secret, String(headers['saluni-signature']), raw),
    event: JSON.parse(raw) as {
      type: string;
      businessId: string;
      data: { object: ReceivedPayment };
    },
  }));

describe('payment.received for a card payment', () => {
  it('sends the signed payment document, in the shape of an M-Pesa one, once the card is charged', async () => {
    const { order, paymentId } = await payOnSimulator('pay');
    const [delivery] = await waitFor(
      async () => {
        await runDeliveries(context.app, context.database.db);
        return received();
      },
      (deliveries) => deliveries.length > 0,
    );
    expect(delivery!.signedAt).not.toBeNull();
    expect(delivery!.event).toMatchObject({
      type: 'payment.received',
      businessId: salon.businessId,
    });
    expect(delivery!.event.data.object).toEqual({
      _id: paymentId,
      transactionRef: order._id,
      amount: 8,
      status: 'paid',
      customerMessage: '',
      method: 'card',
    });
  });

  it('sends nothing for a declined card', async () => {
    const before = receiver.received.length;
    await payOnSimulator('decline');
    await runDeliveries(context.app, context.database.db);
    expect(receiver.received).toHaveLength(before);
  });
});

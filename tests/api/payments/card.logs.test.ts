import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStripeEvent } from '../../support/stripeServer';
import { createTestApp, type TestContext } from '../support/testApp';
import {
  cardPaymentRows,
  createAustralianBusiness,
  newCardOrder,
  payByCard,
  postWebhook,
} from './cardSupport';
import { TEST_WEBHOOK_SECRET, testPaymentsConfig } from './support';

const lines: string[] = [];
let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    payments: testPaymentsConfig(),
  });
});
afterAll(async () => {
  await context.close();
});

describe('card payment log lines', () => {
  it('name a payment of another amount by its id only: no card holder, no signature', async () => {
    const { businessId, owner } = await createAustralianBusiness(context.app, context.database);
    const order = await newCardOrder(context.app, owner.cookie, businessId);
    expect(
      (await payByCard(context.app, owner.cookie, { transactionRef: order._id })).statusCode,
    ).toBe(200);
    const [payment] = await cardPaymentRows(context.database, order._id);
    lines.length = 0;
    const event = JSON.stringify({
      id: 'evt_log_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: payment!.providerRef,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          amount_total: 1,
          currency: 'aud',
          payment_intent: 'pi_log_1',
          customer_details: { email: 'holder@example.com', name: 'Olivia Nguyen' },
        },
      },
    });
    const signature = signStripeEvent(event, TEST_WEBHOOK_SECRET);
    expect((await postWebhook(context.app, event, signature)).statusCode).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain(payment!.id);
    expect(log).toContain('not of the amount due');
    for (const secret of ['holder@example.com', 'Olivia', signature.split('v1=')[1]!])
      expect(log).not.toContain(secret);
  });
});

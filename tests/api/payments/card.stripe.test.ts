import { describe, expect, it } from 'vitest';
import { signStripeEvent } from '../../support/stripeServer';
import { createBusiness } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import {
  AUD_BUNDLES,
  cardPaymentOf,
  cardPaymentRows,
  createAustralianBusiness,
  newCardOrder,
  payByCard,
  postWebhook,
} from './cardSupport';
import { setupStripeApp } from './stripeSupport';
import { BUNDLES, getOrder, newOrder, smsBalanceOf, TEST_WEBHOOK_SECRET } from './support';

/** Card payments through a local server speaking Stripe's protocol: checkouts and signed webhooks. */
const { context, stripe: server, openCheckout, sign, completed } = setupStripeApp();

describe('card payments through Stripe', () => {
  it('offers an Australian business its AUD bundles only, and refuses M-Pesa for them', async () => {
    const { businessId, owner } = await createAustralianBusiness(context.app, context.database);
    const list = await send(context.app, 'GET', `/v1/sms-bundle?businessId=${businessId}`, {
      cookie: owner.cookie,
    });
    const bundles = body<{ smsBundlePage: { docs: { currency: string; cost: number }[] } }>(list)
      .smsBundlePage.docs;
    expect(bundles.map((bundle) => `${bundle.currency} ${bundle.cost}`)).toEqual([
      'AUD 8',
      'AUD 35',
      'AUD 65',
      'AUD 300',
    ]);
    const mpesa = await send(context.app, 'POST', '/v1/sms-bundle-order', {
      cookie: owner.cookie,
      payload: { businessId, smsBundleId: AUD_BUNDLES.aud100.id, paymentMethod: 'm-pesa' },
    });
    expect(mpesa.statusCode).toBe(422);
    expect(body<ErrorBody>(mpesa).error.fields?.paymentMethod).toMatch(/Kenyan shillings only/);
    const kesBundle = await send(context.app, 'POST', '/v1/sms-bundle-order', {
      cookie: owner.cookie,
      payload: { businessId, smsBundleId: BUNDLES.kes100.id, paymentMethod: 'card' },
    });
    expect(kesBundle.statusCode).toBe(422);
  });

  it('opens one Checkout Session for the amount due in cents, and a double click opens the same', async () => {
    const { businessId, owner, order, payment, session } = await openCheckout();
    expect(payment).toEqual({
      _id: expect.any(String),
      status: 'pending',
      checkoutUrl: session.url,
    });
    const created = server().requests.find(
      (request) =>
        request.path === '/v1/checkout/sessions' && request.form.client_reference_id === order._id,
    )!;
    expect(created.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '800',
      'line_items[0][quantity]': '1',
      success_url: 'http://localhost/messages?tab=sms-bundles',
      cancel_url: 'http://localhost/messages?tab=sms-bundles',
    });
    const again = await payByCard(context.app, owner.cookie, {
      transactionRef: order._id,
      businessId,
    });
    expect(cardPaymentOf(again)).toEqual(payment);
    expect(
      server()
        .sessions()
        .filter((one) => one.client_reference_id === order._id),
    ).toHaveLength(1);
    expect(await cardPaymentRows(context.database, order._id)).toHaveLength(1);
  });

  it('settles a signed completed event once: repeated, another event for it, or expired after it change nothing', async () => {
    const { businessId, owner, order, session } = await openCheckout();
    const event = completed(session.id, 'evt_test_once');
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await postWebhook(context.app, event, sign(event));
      expect(response.statusCode, response.body).toBe(200);
    }
    const other = server().event('checkout.session.async_payment_succeeded', session);
    expect((await postWebhook(context.app, other, sign(other))).statusCode).toBe(200);
    const expired = server().event('checkout.session.expired', { ...session, status: 'expired' });
    expect((await postWebhook(context.app, expired, sign(expired))).statusCode).toBe(200);

    const paid = await getOrder(context.app, owner.cookie, businessId, order._id);
    expect(paid).toMatchObject({
      status: 'paid',
      paymentMethod: 'card',
      receipt: session.payment_intent,
    });
    expect(await smsBalanceOf(context.database, businessId)).toBe(100);
    const [row] = await cardPaymentRows(context.database, order._id);
    expect(row).toMatchObject({
      status: 'paid',
      amountMinor: 800,
      currency: 'AUD',
      providerPaymentId: session.payment_intent,
    });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { businessId, owner, order, session } = await openCheckout();
    const event = completed(session.id);
    for (const signature of [
      signStripeEvent(event, 'whsec_someone_else'),
      signStripeEvent(event, TEST_WEBHOOK_SECRET, Date.now() - 3_600_000),
      'garbage',
    ]) {
      const response = await postWebhook(context.app, event, signature);
      expect(response.statusCode).toBe(400);
    }
    expect((await postWebhook(context.app, `${event} `, sign(event))).statusCode).toBe(400);
    expect((await getOrder(context.app, owner.cookie, businessId, order._id)).status).toBe(
      'pending',
    );
    expect(await smsBalanceOf(context.database, businessId)).toBe(0);
  });

  it('records a payment of another amount as failed and credits nothing', async () => {
    const { businessId, owner, order, session } = await openCheckout();
    const event = server().event('checkout.session.completed', {
      ...server().pay(session.id),
      amount_total: 100,
    });
    expect((await postWebhook(context.app, event, sign(event))).statusCode).toBe(200);
    expect((await getOrder(context.app, owner.cookie, businessId, order._id)).status).toBe(
      'failed',
    );
    expect(await smsBalanceOf(context.database, businessId)).toBe(0);
    const [row] = await cardPaymentRows(context.database, order._id);
    expect(row).toMatchObject({
      status: 'failed',
      resultDescription: 'The card payment was not of the amount due',
    });
  });

  it('accepts and ignores an event about a session that is not ours', async () => {
    const event = server().event('checkout.session.completed', {
      id: 'cs_test_unknown',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 800,
      currency: 'aud',
    });
    expect((await postWebhook(context.app, event, sign(event))).statusCode).toBe(200);
  });

  it('answers 503 when Stripe refuses, writing nothing; refuses bad input and another business', async () => {
    const { businessId, owner, order } = await (async () => {
      const business = await createAustralianBusiness(context.app, context.database);
      return {
        ...business,
        order: await newCardOrder(context.app, business.owner.cookie, business.businessId),
      };
    })();
    server().refuseNext(400);
    const refused = await payByCard(context.app, owner.cookie, {
      transactionRef: order._id,
      businessId,
    });
    expect(refused.statusCode).toBe(503);
    expect(await cardPaymentRows(context.database, order._id)).toEqual([]);

    const missing = await payByCard(context.app, owner.cookie, { businessId });
    expect(missing.statusCode).toBe(422);
    const offSite = await payByCard(context.app, owner.cookie, {
      transactionRef: order._id,
      returnPath: '//evil.example/',
    });
    expect(body<ErrorBody>(offSite).error.fields?.returnPath).toBeTruthy();
    const stranger = await createBusiness(context.app);
    const foreign = await payByCard(context.app, stranger.owner.cookie, {
      transactionRef: order._id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(body<ErrorBody>(foreign).error.fields?.transactionRef).toBe(
      'Not found in this business',
    );
    expect((await payByCard(context.app, '', { transactionRef: order._id })).statusCode).toBe(401);
  });

  it('pays a Kenyan bundle by card too, in cents of shillings', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const order = await newOrder(context.app, owner.cookie, businessId, BUNDLES.kes500.id);
    const response = await payByCard(context.app, owner.cookie, { transactionRef: order._id });
    expect(response.statusCode, response.body).toBe(200);
    const session = server()
      .sessions()
      .find((one) => one.client_reference_id === order._id)!;
    expect(session).toMatchObject({ amount_total: 45_000, currency: 'kes' });
    const event = completed(session.id);
    await postWebhook(context.app, event, sign(event));
    expect(await getOrder(context.app, owner.cookie, businessId, order._id)).toMatchObject({
      status: 'paid',
      paymentMethod: 'card',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { send } from '../support/http';
import {
  cardPaymentOf,
  cardPaymentRows,
  createAustralianBusiness,
  newCardOrder,
  payByCard,
} from './cardSupport';
import { getOrder, setupPaymentsApp, smsBalanceOf, testPaymentsConfig } from './support';

/** The built-in card simulator (the default provider): its page, and its webhook through the real route. */
const context = setupPaymentsApp(() => testPaymentsConfig());

const openCheckout = async () => {
  const { businessId, owner } = await createAustralianBusiness(context.app, context.database);
  const order = await newCardOrder(context.app, owner.cookie, businessId);
  const response = await payByCard(context.app, owner.cookie, {
    transactionRef: order._id,
    returnPath: '/messages?tab=sms-bundles',
  });
  expect(response.statusCode, response.body).toBe(200);
  const { checkoutUrl } = cardPaymentOf(response);
  return { businessId, owner, order, path: new URL(checkoutUrl).pathname };
};

const act = (path: string, cookie: string, action: string) =>
  send(context.app, 'POST', path, {
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

describe('the card simulator', () => {
  it('shows its page in English or Swahili, and Pay settles through the signed webhook', async () => {
    const { businessId, owner, order, path } = await openCheckout();
    expect(path).toMatch(/^\/card\/simulator\/cs_sim_[0-9a-f]{24}$/);

    const english = await send(context.app, 'GET', path, { headers: { 'accept-language': 'en' } });
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.body).toContain('Pay AUD 8.00 for SMS bundle');
    expect(english.body).toContain('>Decline<');
    const swahili = await send(context.app, 'GET', path, {
      headers: { 'accept-language': 'sw-KE' },
    });
    expect(swahili.body).toContain('Lipa AUD 8.00 kwa SMS bundle');
    expect(swahili.body).toContain('<html lang="sw">');

    const paid = await act(path, owner.cookie, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost/messages?tab=sms-bundles');
    expect(await getOrder(context.app, owner.cookie, businessId, order._id)).toMatchObject({
      status: 'paid',
      paymentMethod: 'card',
    });
    expect(await smsBalanceOf(context.database, businessId)).toBe(100);
    expect(await cardPaymentRows(context.database, order._id)).toMatchObject([
      { provider: 'simulator', status: 'paid', amountMinor: 800, currency: 'AUD' },
    ]);

    // Pressed again (a back button): the checkout is closed and nothing more is credited.
    expect((await act(path, owner.cookie, 'pay')).statusCode).toBe(409);
    expect(await smsBalanceOf(context.database, businessId)).toBe(100);
  });

  it('Decline fails the payment and returns; the order may be paid again with a new one', async () => {
    const { businessId, owner, order, path } = await openCheckout();
    const declined = await act(path, owner.cookie, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(await getOrder(context.app, owner.cookie, businessId, order._id)).toMatchObject({
      status: 'failed',
      resultDescription: 'The card payment did not go through',
    });
    expect(await smsBalanceOf(context.database, businessId)).toBe(0);
  });

  it('answers 404 for a checkout it never opened, and refuses an unknown action', async () => {
    expect((await send(context.app, 'GET', '/card/simulator/cs_sim_unknown')).statusCode).toBe(404);
    const { owner, path } = await openCheckout();
    expect((await act(path, owner.cookie, 'steal')).statusCode).toBe(422);
  });
});

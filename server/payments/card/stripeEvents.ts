import Stripe from 'stripe';
import { WebhookSignatureError, type CardEvent, type CheckoutState } from './provider';

/** How far a webhook's timestamp may be from our clock: Stripe's own default, against replays. */
const TOLERANCE_SECONDS = 300;

const paymentIntentOf = (session: Stripe.Checkout.Session) => {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
};

/** Why a payment failed, as Stripe's own events do not word it. */
export const CARD_DECLINED = 'The card payment did not go through';

/**
 * A Checkout Session as our states: complete and paid is paid (with what it took), expired is
 * expired; anything else, a session still open or an asynchronous payment still processing, is open.
 */

export const checkoutStateOf = (session: Stripe.Checkout.Session): CheckoutState => {
  if (session.status === 'expired') return { state: 'expired' };
  if (session.status === 'complete' && session.payment_status === 'paid')
    return {
      state: 'paid',
      amountMinor: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
      providerPaymentId: paymentIntentOf(session),
    };
  return { state: 'open', checkoutUrl: session.url ?? null };
};

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * Verifies a webhook by its `Stripe-Signature` (`t=…,v1=HMAC-SHA256(secret, "t.body")`) with
 * Stripe's own code, then reads what it means. `payment_intent.payment_failed` changes nothing:
 * on the hosted page the card holder may try another card, and the session ends by expiring.
 */
export const parseStripeEvent = (
  secret: string,
  rawBody: string,
  signature: string | undefined,
): CardEvent => {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret, TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
  }
  if (!SESSION_EVENTS.has(event.type)) return { eventId: event.id };
  const session = event.data.object as Stripe.Checkout.Session;
  const base = { eventId: event.id, providerRef: session.id };
  if (event.type === 'checkout.session.async_payment_failed')
    return { ...base, outcome: { state: 'failed', reason: CARD_DECLINED } };
  const state = checkoutStateOf(session);
  return state.state === 'open' ? base : { ...base, outcome: state };
};

/** The `Stripe-Signature` header Stripe would send with `payload`: how the simulator signs. */
export const stripeSignature = (payload: string, secret: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

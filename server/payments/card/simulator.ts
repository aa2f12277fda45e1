import { randomBytes } from 'node:crypto';
import { CARD_DECLINED, parseStripeEvent, stripeSignature } from './stripeEvents';
import { CardProviderError, type CardProvider, type CheckoutRequest } from './provider';

/** As long as a Stripe Checkout Session we open lives. */
const SESSION_LIFETIME_MS = 30 * 60 * 1000;

/** Posts a signed webhook (raw body and its `Stripe-Signature`) to the app's own webhook route. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

interface SimulatedSession extends CheckoutRequest {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  paymentIntent: string | null;
  refundedMinor: number;
  expiresAt: number;
}

/** What the simulator's page shows of one checkout. */
export type SimulatedCheckout = Pick<
  SimulatedSession,
  'amountMinor' | 'currency' | 'description' | 'status'
>;

const newId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;

/** The session as Stripe writes a `checkout.session` object, as far as our webhook reads it. */
const sessionObject = (session: SimulatedSession) => ({
  id: session.id,
  object: 'checkout.session',
  mode: 'payment',
  status: session.status,
  payment_status: session.paymentStatus,
  amount_total: session.amountMinor,
  currency: session.currency.toLowerCase(),
  client_reference_id: session.reference,
  payment_intent: session.paymentIntent,
  // Stripe gives a URL only while the session is open; the simulator's webhooks come after.
  url: null,
});

/**
 * The built-in card provider: its hosted page is served by the app (`GET /card/simulator/:ref`),
 * and Pay or Decline there sends a webhook signed exactly as Stripe signs, through the app's own
 * `POST /card/webhook`, so the simulator takes the same path as a real payment. Refunds succeed at once.
 */
export const simulatorCardProvider = (webhookSecret: string, deliver: WebhookDelivery) => {
  const sessions = new Map<string, SimulatedSession>();
  const deliveries = new Set<Promise<void>>();

  const current = (id: string) => {
    const session = sessions.get(id);
    if (session?.status === 'open' && session.expiresAt <= Date.now()) session.status = 'expired';
    return session;
  };

  const send = async (type: string, session: SimulatedSession) => {
    const rawBody = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: sessionObject(session) },
    });
    const delivery = deliver(rawBody, stripeSignature(rawBody, webhookSecret));
    deliveries.add(delivery);
    try {
      await delivery;
    } finally {
      deliveries.delete(delivery);
    }
  };

  const provider: CardProvider = {
    name: 'simulator',
    async createCheckout(request) {
      const id = newId('cs');
      sessions.set(id, {
        ...request,
        id,
        status: 'open',
        paymentStatus: 'unpaid',
        paymentIntent: null,
        refundedMinor: 0,
        expiresAt: Date.now() + SESSION_LIFETIME_MS,
      });
      // The page is served by the app that asked for it, at the address it returns to.
      return {
        providerRef: id,
        checkoutUrl: new URL(`/card/simulator/${id}`, request.successUrl).href,
      };
    },
    async retrieve(providerRef) {
      const session = current(providerRef);
      // A session this process never opened (the server restarted) can no longer be paid.
      if (!session || session.status === 'expired') return { state: 'expired' };
      if (session.paymentStatus === 'unpaid' && session.status === 'complete')
        return { state: 'failed', reason: CARD_DECLINED };
      if (session.status === 'complete')
        return {
          state: 'paid',
          amountMinor: session.amountMinor,
          currency: session.currency,
          providerPaymentId: session.paymentIntent,
        };
      return {
        state: 'open',
        checkoutUrl: new URL(`/card/simulator/${session.id}`, session.successUrl).href,
      };
    },
    async refund({ providerPaymentId, amountMinor }) {
      const session = [...sessions.values()].find((one) => one.paymentIntent === providerPaymentId);
      if (!session || session.refundedMinor + amountMinor > session.amountMinor)
        throw new CardProviderError('simulated refund refused');
      session.refundedMinor += amountMinor;
    },
    parseWebhook: (rawBody, signature) => parseStripeEvent(webhookSecret, rawBody, signature),
    async close() {
      await Promise.allSettled(deliveries);
    },
  };

  return {
    provider,
    /** The checkout the page shows, or undefined for a reference the simulator never opened. */
    checkout: (id: string): SimulatedCheckout | undefined => current(id),
    /**
     * The card holder pays or declines: the webhook is delivered (and settled) before the page
     * sends them back, so the screen they return to shows the outcome. Answers where to go.
     */
    async act(id: string, action: 'pay' | 'decline'): Promise<string | undefined> {
      const session = current(id);
      if (!session || session.status !== 'open') return undefined;
      if (action === 'pay') {
        session.status = 'complete';
        session.paymentStatus = 'paid';
        session.paymentIntent = newId('pi');
        await send('checkout.session.completed', session);
        return session.successUrl;
      }
      session.status = 'complete';
      await send('checkout.session.async_payment_failed', session);
      return session.cancelUrl;
    },
  };
};

export type CardSimulator = ReturnType<typeof simulatorCardProvider>;

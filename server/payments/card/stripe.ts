import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import { parseStripeEvent, checkoutStateOf } from './stripeEvents';
import { CardProviderError, type CardProvider } from './provider';

/** Stripe's shortest life of a Checkout Session: an abandoned one ends (and says so) soon after. */
const SESSION_LIFETIME_SECONDS = 30 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

/** Stripe's refusals and network failures become ours; its words go to the log only. */
const calling = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new CardProviderError(`Stripe ${what} failed: ${error.type} ${error.code ?? ''}`);
    throw error;
  }
};

/**
 * Stripe: a Checkout Session in payment mode (its hosted page) for the amount due, read back by
 * id, refunds of its PaymentIntent, and webhooks verified with the endpoint's signing secret.
 */
export const stripeProvider = (config: StripeConfig, webhookSecret: string): CardProvider => {
  const stripe = new Stripe(config.secretKey, {
    ...(config.host && { host: config.host }),
    ...(config.port && { port: config.port }),
    ...(config.protocol && { protocol: config.protocol }),
    timeout: REQUEST_TIMEOUT_MS,
  });
  return {
    name: 'stripe',
    createCheckout: (request) =>
      calling('checkout', async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: request.reference,
          metadata: { transactionRef: request.reference },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
        });
        if (!session.url) throw new CardProviderError('Stripe gave the session no URL');
        return { providerRef: session.id, checkoutUrl: session.url };
      }),
    retrieve: (providerRef) =>
      calling('retrieve', async () =>
        checkoutStateOf(await stripe.checkout.sessions.retrieve(providerRef)),
      ),
    refund: (request) =>
      calling('refund', async () => {
        await stripe.refunds.create(
          { payment_intent: request.providerPaymentId, amount: request.amountMinor },
          { idempotencyKey: request.reference },
        );
      }),
    parseWebhook: (rawBody, signature) => parseStripeEvent(webhookSecret, rawBody, signature),
    close: async () => undefined,
  };
};

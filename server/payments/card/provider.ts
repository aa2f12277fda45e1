/** What a hosted checkout asks of the card provider. */
export interface CheckoutRequest {
  /** Minor units of `currency` (cents): cards charge them exactly. */
  amountMinor: number;
  /** ISO 4217, as the payable holds it (`AUD`, `KES`). */
  currency: string;
  /** What the card holder sees they pay for. */
  description: string;
  /** Our reference (the payable's transactionRef), kept by the provider for reconciliation. */
  reference: string;
  /** Where the page sends the card holder once paid, and when they give up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutCreated {
  /** The provider's checkout (a Stripe Checkout Session id): unique, what its webhooks name. */
  providerRef: string;
  checkoutUrl: string;
}

/** The money a checkout took: what the settlement checks against the amount due. */
export interface CardCharge {
  amountMinor: number;
  currency: string;
  /** The provider's payment (a Stripe PaymentIntent), which a refund names. */
  providerPaymentId: string | null;
}

/** What the provider says of a checkout when asked. */
export type CheckoutState =
  | { state: 'open'; checkoutUrl: string | null }
  | ({ state: 'paid' } & CardCharge)
  | { state: 'failed'; reason: string }
  | { state: 'expired' };

/**
 * A verified webhook, as the settlement reads it: `outcome` is what it means for the checkout it
 * names; an event that changes nothing (a payment still processing, a type we do not read) has none.
 */
export interface CardEvent {
  eventId: string;
  providerRef?: string;
  outcome?: Exclude<CheckoutState, { state: 'open' }>;
}

/**
 * One way to take card payments: Stripe, or the built-in simulator. Both take the card on a
 * hosted page and report the result by a signed webhook to `POST /card/webhook`.
 */
export interface CardProvider {
  name: 'stripe' | 'simulator';
  createCheckout: (request: CheckoutRequest) => Promise<CheckoutCreated>;
  retrieve: (providerRef: string) => Promise<CheckoutState>;
  /** Gives back part or all of a payment; `reference` makes a retried request refund once. */
  refund: (request: {
    providerPaymentId: string;
    amountMinor: number;
    reference: string;
  }) => Promise<void>;
  /** The webhook's event once its signature is verified; throws WebhookSignatureError otherwise. */
  parseWebhook: (rawBody: string, signature: string | undefined) => CardEvent;
  /** Stops whatever the provider still has under way (the simulator's deliveries). */
  close: () => Promise<void>;
}

/** The provider refused the request or could not be reached; its words stay in the server log only. */
export class CardProviderError extends Error {}

/** A webhook whose `Stripe-Signature` does not prove it came from the provider. */
export class WebhookSignatureError extends Error {}

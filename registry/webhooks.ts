import type { MpesaPayment } from './messaging';

/**
 * The events a business's webhook endpoints may ask for (docs/areas/webhooks.md), shared by the
 * server, which emits them, and the settings page, which offers them.
 */
export const WEBHOOK_EVENTS = [
  'appointment.created',
  'appointment.moved',
  'appointment.cancelled',
  'order.paid',
  'order.refunded',
  'payment.received',
  'client.created',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/**
 * `payment.received`'s object: the payment as `POST /mpesa/pay` answers it (`amount` in the
 * business currency's whole units), whichever way it was paid, and that way.
 */
export interface ReceivedPayment extends MpesaPayment {
  method: 'm-pesa' | 'card';
}

/** An endpoint as the API answers it: the secret only in the reply that made it. */
export interface WebhookEndpoint {
  _id: string;
  businessId: string;
  url: string;
  events: WebhookEventType[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
  /** Only when the endpoint is created: the one time the owner sees it. */
  secret?: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event sent (or to be sent) to one endpoint, with what its last attempt got back. */
export interface WebhookDelivery {
  _id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastResponseBody: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

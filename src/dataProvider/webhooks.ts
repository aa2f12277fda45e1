import { ROUTES } from '../../registry/routes';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../../registry/webhooks';
import type { RouteCaller } from './routeCall';

/** What the webhooks card edits: where to send, which events, on or off. */
export interface WebhookEndpointValues {
  url: string;
  events: WebhookEventType[];
  active: boolean;
}

/** The business's webhook endpoints and their delivery log (docs/areas/webhooks.md). */
export const webhookMethods = ({ call }: RouteCaller) => ({
  getWebhookEndpoints: () => call<WebhookEndpoint[]>(ROUTES.webhookEndpointList),
  /** The reply carries the signing secret, the one time it is shown. */
  createWebhookEndpoint: (values: WebhookEndpointValues) =>
    call<WebhookEndpoint & { secret: string }>(ROUTES.webhookEndpointCreate, {
      body: { ...values },
    }),
  updateWebhookEndpoint: (id: string, values: Partial<WebhookEndpointValues>) =>
    call<WebhookEndpoint>(ROUTES.webhookEndpointUpdate, { id, body: { ...values } }),
  deleteWebhookEndpoint: (id: string) =>
    call<WebhookEndpoint>(ROUTES.webhookEndpointDelete, { id }),
  getWebhookDeliveries: (endpointId: string) =>
    call<WebhookDelivery[]>(ROUTES.webhookDeliveryList, { query: { endpointId } }),
  resendWebhookDelivery: (id: string) =>
    call<WebhookDelivery>(ROUTES.webhookDeliveryResend, { id, body: {} }),
});

import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';

const business = moduleRoutes('settings.Business');

/** A business's webhook endpoints and their delivery log (docs/areas/webhooks.md). */
export const webhooksRoutes = {
  webhookEndpointList: business.read('/v1/webhook-endpoint', 'webhookEndpoints'),
  // The reply carries the signing secret, this once.
  webhookEndpointCreate: business.create('/v1/webhook-endpoint', 'webhookEndpoint'),
  webhookEndpointUpdate: business.update('/v1/webhook-endpoint/:id', 'webhookEndpoint'),
  webhookEndpointDelete: business.remove('/v1/webhook-endpoint/:id', 'webhookEndpoint'),
  // `?endpointId`: its last 100 deliveries.
  webhookDeliveryList: business.read('/v1/webhook-delivery', 'webhookDeliveries'),
  webhookDeliveryResend: business.call(
    'POST',
    'update',
    '/v1/webhook-delivery/:id/resend',
    'webhookDelivery',
  ),
} as const satisfies Record<string, RouteDeclaration>;

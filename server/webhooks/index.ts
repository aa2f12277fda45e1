/** What the webhooks area offers the rest of the server: other areas and app.ts reach it only here. */
export { emitWebhookEvent } from './events';
export { webhookDeliveryJob } from './delivery';
export { registerWebhookRoutes } from './routes';

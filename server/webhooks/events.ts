import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { WebhookEventType } from '../../registry/webhooks';
import type { Database } from '../db/database';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';

/** What an endpoint receives: the event and the full document as the API answers it. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  created: number;
  businessId: string;
  data: { object: unknown };
}

/**
 * Queues `type` for every active endpoint of the business that asked for it. Call it with the
 * transaction of the change: the deliveries exist only if the change commits (an outbox), and
 * the request never waits on a receiver. A business without endpoints costs one indexed read:
 * a document that takes reads to build is passed as a function, called only when someone listens.
 */
export const emitWebhookEvent = async (
  tx: Database,
  businessId: string,
  type: WebhookEventType,
  document: object | (() => Promise<unknown>),
): Promise<void> => {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.businessId, businessId),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  if (endpoints.length === 0) return;
  const event: WebhookEvent = {
    id: uuidv7(),
    type,
    created: Math.floor(Date.now() / 1000),
    businessId,
    data: {
      object: typeof document === 'function' ? await document() : document,
    },
  };
  const payload = JSON.stringify(event);
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      businessId,
      id: uuidv7(),
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: type,
      payload,
    })),
  );
};

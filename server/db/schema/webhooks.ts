import { boolean, index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '../../../registry/webhooks';
import { tenantTable } from './columns';
import { timestampTz } from './columnTypes';

/**
 * A business's webhook endpoints (docs/areas/webhooks.md). The secret signs what is sent; it is
 * kept as it is because signing needs it, and shown to the owner only when the endpoint is made.
 */
export const webhookEndpoints = tenantTable('webhook_endpoints', {
  url: text('url').notNull(),
  events: jsonb('events').$type<WebhookEventType[]>().notNull(),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * One event for one endpoint, written in the transaction of the change (an outbox): the body is
 * kept as sent, so every attempt and a resend sign the same bytes. No foreign key to the
 * endpoint: deleting an endpoint deletes its deliveries in the same call.
 */
export const webhookDeliveries = tenantTable(
  'webhook_deliveries',
  {
    endpointId: uuid('endpoint_id').notNull(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A pending row is not tried before this; a claimed row is pushed forward (its lease). */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    /** The receiver's answer, cut to 500 characters: what the owner needs to see why it failed. */
    lastResponseBody: text('last_response_body'),
    lastDurationMs: integer('last_duration_ms'),
    lastError: text('last_error'),
    deliveredAt: timestampTz('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.businessId, t.endpointId, t.createdAt),
  ],
);

import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import {
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../registry/webhooks';
import type { Database } from '../db/database';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { isAllowedEndpointUrl } from './endpointUrl';

const V = 'saluni.webhooks.validation';
const production = () => process.env.NODE_ENV === 'production';

const urlSchema = () =>
  textSchema(2000).test('allowed', `${V}.url`, (value) =>
    value === undefined ? true : isAllowedEndpointUrl(value, production()),
  );
const eventsSchema = () =>
  yup
    .array()
    .of(
      textSchema()
        .oneOf([...WEBHOOK_EVENTS], `${V}.events`)
        .required(`${V}.events`),
    )
    .strict()
    .typeError(`${V}.events`)
    .min(1, `${V}.events`);

export const endpointCreateSchema = yup.object({
  businessId: textSchema(),
  url: urlSchema().required(`${V}.url`),
  events: eventsSchema().required(`${V}.events`),
  active: yup.boolean().strict().typeError(`${V}.active`),
});

export const endpointUpdateSchema = yup.object({
  businessId: textSchema(),
  url: urlSchema(),
  events: eventsSchema(),
  active: yup.boolean().strict().typeError(`${V}.active`),
});

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const toEndpoint = ({ id, secret: _secret, ...row }: EndpointRow): WebhookEndpoint => ({
  _id: id,
  businessId: row.businessId,
  url: row.url,
  events: row.events,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  _id: row.id,
  endpointId: row.endpointId,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  lastStatusCode: row.lastStatusCode,
  lastResponseBody: row.lastResponseBody,
  lastDurationMs: row.lastDurationMs,
  lastError: row.lastError,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const endpointRow = (businessId: string, id: unknown) =>
  and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, id as string));

export const listEndpoints = async (db: Database, businessId: string) =>
  (
    await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.businessId, businessId))
      .orderBy(webhookEndpoints.createdAt)
  ).map(toEndpoint);

/** Makes an endpoint with a new secret, answered this once (`whsec_` and 32 random bytes). */
export const createEndpoint = async (
  db: Database,
  businessId: string,
  body: yup.InferType<typeof endpointCreateSchema>,
): Promise<WebhookEndpoint> => {
  const secret = `whsec_${randomBytes(32).toString('hex')}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      businessId,
      id: uuidv7(),
      url: body.url,
      events: body.events as WebhookEventType[],
      active: body.active ?? true,
      secret,
    })
    .returning();
  return { ...toEndpoint(row!), secret };
};

export const updateEndpoint = async (
  db: Database,
  businessId: string,
  id: string | undefined,
  body: yup.InferType<typeof endpointUpdateSchema>,
) => {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined && { url: body.url }),
      ...(body.events !== undefined && { events: body.events as WebhookEventType[] }),
      ...(body.active !== undefined && { active: body.active }),
      updatedAt: new Date(),
    })
    .where(endpointRow(businessId, id))
    .returning();
  if (!row) throw notFound();
  return toEndpoint(row);
};

/** Deletes the endpoint and its delivery log in one transaction. */
export const deleteEndpoint = async (db: Database, businessId: string, id: string | undefined) => {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(endpointRow(businessId, id)).returning();
    if (!row) throw notFound();
    await tx
      .delete(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.endpointId, id)),
      );
    return toEndpoint(row);
  });
};

/** The endpoint's last 100 deliveries, newest first. */
export const listDeliveries = async (db: Database, businessId: string, endpointId: unknown) => {
  if (!isUuid(endpointId)) throw notFound();
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.businessId, businessId),
        eq(webhookDeliveries.endpointId, endpointId),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(100);
  return rows.map(toDelivery);
};

/** Queues one more attempt now, with the same body (a new signature when it is sent). */
export const resendDelivery = async (db: Database, businessId: string, id: string | undefined) => {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.id, id)))
    .returning();
  if (!row) throw notFound();
  return toDelivery(row);
};

import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { ScheduledJob } from '../scheduler/jobs';
import { signatureHeader } from './signature';

const MINUTE = 60_000;
/** Waits after the 1st, 2nd... failed attempt; past the last one the delivery is failed (~3 days in all). */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 300, 600, 1440, 1440].map((m) => m * MINUTE);
const TIMEOUT_MS = 10_000;
/** A claimed row is not claimed again before this, so a crashed server's rows come back. */
const LEASE_MS = 2 * MINUTE;
const BATCH = 20;
const RESPONSE_KEPT = 500;

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Claims the due deliveries: `SKIP LOCKED`, so two servers never send one twice. */
const claimDue = (db: Database, now: Date) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          sql`${webhookDeliveries.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of due)
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          and(eq(webhookDeliveries.businessId, row.businessId), eq(webhookDeliveries.id, row.id)),
        );
    return due;
  });

interface Attempt {
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
}

/** One POST, never following a redirect (a 3xx is a failure: the owner fixes the URL). */
const post = async (url: string, secret: string, body: string, now: Date): Promise<Attempt> => {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Saluni-Webhooks/1',
        'saluni-signature': signatureHeader(secret, body, Math.floor(now.getTime() / 1000)),
      },
      body,
    });
    const text = (await response.text()).slice(0, RESPONSE_KEPT);
    return {
      statusCode: response.status,
      responseBody: text,
      error: null,
      durationMs: durationMs(),
    };
  } catch (error) {
    // The error's kind only (timeout, refused connection): never the payload.
    const name =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.name
        : 'Error';
    return {
      statusCode: null,
      responseBody: null,
      error: name.slice(0, 200),
      durationMs: durationMs(),
    };
  }
};

const deliver = async (db: Database, row: DeliveryRow, now: Date) => {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.businessId, row.businessId), eq(webhookEndpoints.id, row.endpointId)),
    );
  const byRow = and(
    eq(webhookDeliveries.businessId, row.businessId),
    eq(webhookDeliveries.id, row.id),
  );
  if (!endpoint || !endpoint.active) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'Endpoint inactive' })
      .where(byRow);
    return false;
  }
  const attempt = await post(endpoint.url, endpoint.secret, row.payload, now);
  const attempts = row.attempts + 1;
  const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  await db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastStatusCode: attempt.statusCode,
      lastResponseBody: attempt.responseBody,
      lastDurationMs: attempt.durationMs,
      lastError: attempt.error,
      updatedAt: new Date(),
      ...(ok
        ? { status: 'delivered' as const, deliveredAt: now }
        : delay === undefined
          ? { status: 'failed' as const }
          : { nextAttemptAt: new Date(now.getTime() + delay) }),
    })
    .where(byRow);
  return ok;
};

/**
 * The scheduled job that sends what is due, then records each attempt: status code, the
 * answer cut short, duration, attempts, and the next try after a failure (`RETRY_DELAYS_MS`).
 * Receivers are called side by side; a slow one holds only its own delivery.
 */
export const webhookDeliveryJob = (intervalSeconds = 5): ScheduledJob => ({
  name: 'webhook-delivery',
  intervalSeconds,
  run: async (db, now) => {
    const due = await claimDue(db, now);
    const results = await Promise.all(due.map((row) => deliver(db, row, now)));
    const failed = results.filter((ok) => !ok).length;
    if (failed > 0) return { webhookAttemptsFailed: failed };
  },
});

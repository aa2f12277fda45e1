import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, notInArray, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';
import { notFound } from '../http/errors';
import { failSmsRow } from './refund';

/** Reports after which nothing changes: delivered, or failed for good (units given back). */
const FINAL = ['Success', 'Failed', 'Rejected'];
const FAILED = ['Failed', 'Rejected'];
const IN_TRANSIT = ['Buffered', 'Sent', 'Submitted'];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant time whatever the lengths: the digests are compared, never the strings. */
const tokenMatches = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string).slice(0, 500) : '';

/** Applies one report to the rows of its message id; repeated or late reports change nothing. */
const applyReport = async (
  db: Database,
  messageId: string,
  status: string,
  failureReason: string,
) => {
  const rows = await db
    .select({
      businessId: outboxMessages.businessId,
      id: outboxMessages.id,
      deliveryReport: outboxMessages.deliveryReport,
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.providerMessageId, messageId), eq(outboxMessages.channel, 'sms')));
  for (const row of rows) {
    if (row.deliveryReport && FINAL.includes(row.deliveryReport)) continue;
    const where = and(eq(outboxMessages.businessId, row.businessId), eq(outboxMessages.id, row.id));
    if (FAILED.includes(status)) {
      await failSmsRow(db, row, failureReason ? `${status}: ${failureReason}` : status);
      await db.update(outboxMessages).set({ deliveryReport: status }).where(where);
    } else if (status === 'Success' || IN_TRANSIT.includes(status)) {
      await db
        .update(outboxMessages)
        .set({ deliveryReport: status, updatedAt: new Date() })
        .where(
          and(
            where,
            eq(outboxMessages.status, 'sent'),
            or(
              isNull(outboxMessages.deliveryReport),
              notInArray(outboxMessages.deliveryReport, FINAL),
            ),
          ),
        );
    }
  }
};

/**
 * Africa's Talking's delivery report (form-encoded `id`, `status`, `failureReason`…). The token
 * in the path (`AT_CALLBACK_TOKEN`) is the only credential; without it, or with another, the
 * call is a 404. Anything else is received, so the provider does not retry what we could not use.
 */
export const receiveDeliveryReport = async (
  db: Database,
  callbackToken: string | undefined,
  token: string | undefined,
  form: unknown,
) => {
  if (!callbackToken || !tokenMatches(token ?? '', callbackToken)) throw notFound();
  const body = form && typeof form === 'object' ? (form as Record<string, unknown>) : {};
  const messageId = field(body, 'id');
  const status = field(body, 'status');
  if (messageId) await applyReport(db, messageId, status, field(body, 'failureReason'));
  return { received: true };
};

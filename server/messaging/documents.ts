import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  ClientEmail,
  ClientSms,
  MessageRecipient,
  RecipientSummary,
} from '../../registry/messaging';
import type { Database } from '../db/database';
import { clientMessages, clients, outboxMessages, users } from '../db/schema';
import { joinReferenced } from '../db/businessRows';

type MessageRow = typeof clientMessages.$inferSelect;
type DeliveryRow = Pick<
  typeof outboxMessages.$inferSelect,
  | 'clientMessageId'
  | 'clientId'
  | 'recipient'
  | 'status'
  | 'deliveryReport'
  | 'lastError'
  | 'updatedAt'
> & { fullName: string | null };

/** A queued row's state as the documents word it: a `Success` delivery report reads as delivered. */
const statusOf = (row: DeliveryRow): MessageRecipient['status'] => {
  if (row.status === 'pending') return 'queued';
  if (row.status === 'failed') return 'failed';
  return row.deliveryReport === 'Success' ? 'delivered' : 'sent';
};

const summaryOf = (recipients: MessageRecipient[]): RecipientSummary => {
  const summary: RecipientSummary = {
    total: recipients.length,
    queued: 0,
    sent: 0,
    delivered: 0,
    failed: 0,
    skipped: 0,
    optedOut: 0,
    noConsent: 0,
    noAddress: 0,
  };
  for (const recipient of recipients) {
    summary[recipient.status] += 1;
    if (recipient.skipReason) summary[recipient.skipReason] += 1;
  }
  return summary;
};

/**
 * The documents of client messages (registry/messaging.ts): each with every recipient, queued
 * ones from their outbox rows (the name read from the client; empty once the client is deleted)
 * and skipped ones as the send recorded them.
 */
export const toMessageDocuments = async (
  db: Database,
  businessId: string,
  rows: MessageRow[],
): Promise<(ClientEmail | ClientSms)[]> => {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const deliveries: DeliveryRow[] = await db
    .select({
      clientMessageId: outboxMessages.clientMessageId,
      clientId: outboxMessages.clientId,
      recipient: outboxMessages.recipient,
      status: outboxMessages.status,
      deliveryReport: outboxMessages.deliveryReport,
      lastError: outboxMessages.lastError,
      updatedAt: outboxMessages.updatedAt,
      fullName: clients.fullName,
    })
    .from(outboxMessages)
    .leftJoin(clients, joinReferenced(clients, outboxMessages.clientId))
    .where(
      and(eq(outboxMessages.businessId, businessId), inArray(outboxMessages.clientMessageId, ids)),
    )
    .orderBy(asc(clients.fullName), asc(outboxMessages.id));
  const senderIds = [...new Set(rows.flatMap((row) => (row.sentBy ? [row.sentBy] : [])))];
  const senders = senderIds.length
    ? await db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(inArray(users.id, senderIds))
    : [];
  const senderNames = new Map(senders.map((sender) => [sender.id, sender.fullName]));

  return rows.map((row) => {
    const queued = deliveries
      .filter((delivery) => delivery.clientMessageId === row.id)
      .map((delivery): MessageRecipient => ({
        clientId: delivery.clientId ?? '',
        fullName: delivery.fullName ?? '',
        address: delivery.recipient,
        status: statusOf(delivery),
        skipReason: null,
        error: delivery.lastError,
        updatedAt: delivery.updatedAt.toISOString(),
      }));
    const skipped = row.skipped.map((skip): MessageRecipient => ({
      clientId: skip.clientId,
      fullName: skip.fullName,
      address: null,
      status: 'skipped',
      skipReason: skip.reason,
      error: null,
      updatedAt: row.createdAt.toISOString(),
    }));
    const recipients = [...queued, ...skipped];
    const common = {
      _id: row.id,
      businessId: row.businessId,
      clientIds: row.clientIds,
      categoryIds: row.categoryIds,
      recipients,
      summary: summaryOf(recipients),
      sentBy: row.sentBy ? { _id: row.sentBy, fullName: senderNames.get(row.sentBy) ?? '' } : null,
      createdAt: row.createdAt.toISOString(),
    };
    return row.channel === 'email'
      ? ({ ...common, subject: row.subject ?? '', intro: row.body } satisfies ClientEmail)
      : ({
          ...common,
          message: row.body,
          segments: row.segments,
          unitsCharged: row.unitsCharged,
        } satisfies ClientSms);
  });
};

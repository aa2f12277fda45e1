import type { Database } from '../db/database';
import { businessRow } from '../db/businessRows';
import { outboxMessages } from '../db/schema';
import type { WhatsAppGateway, WhatsAppMessage } from '../messaging';

type Row = typeof outboxMessages.$inferSelect;

interface Retry {
  maxAttempts: number;
  /** When a row that failed its `attempts`-th try is due again. */
  nextAttemptAt: (attempts: number) => Date;
}

/**
 * What a row asks WhatsApp to send: its approved template when it has one; a staff answer
 * (kind 'reply') as text, which WhatsApp takes only inside the 24 hours the client opened.
 */
const messageOf = (row: Row): WhatsAppMessage | null => {
  if (row.whatsappTemplate) return { to: row.recipient, template: row.whatsappTemplate };
  if (row.kind === 'reply') return { to: row.recipient, text: row.body };
  return null;
};

/**
 * Delivers claimed WhatsApp rows one by one: sent with the provider's id kept (its status
 * webhooks name it), refused for good, or retried with the outbox's back-off until the
 * attempts run out.
 */
export const deliverWhatsAppRows = async (
  db: Database,
  gateway: WhatsAppGateway,
  rows: Row[],
  retry: Retry,
) => {
  for (const row of rows) {
    const message = messageOf(row);
    const result = message
      ? await gateway.send(message)
      : { outcome: 'rejected' as const, error: 'WhatsApp needs an approved template' };
    const where = businessRow(outboxMessages, row.businessId, row.id);
    const updatedAt = new Date();
    if (result.outcome === 'sent') {
      await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sentAt: updatedAt,
          lastError: null,
          providerMessageId: result.messageId,
          updatedAt,
        })
        .where(where);
    } else {
      const final = result.outcome === 'rejected' || row.attempts >= retry.maxAttempts;
      await db
        .update(outboxMessages)
        .set({
          status: final ? 'failed' : 'pending',
          lastError: result.error.slice(0, 500),
          nextAttemptAt: retry.nextAttemptAt(row.attempts),
          updatedAt,
        })
        .where(where);
    }
  }
};

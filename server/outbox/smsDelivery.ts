import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';
import { failSmsRow, type SmsGateway, type SmsRecipientResult } from '../messaging';

type Row = typeof outboxMessages.$inferSelect;

/** Africa's Talking takes up to a few thousand numbers a request; smaller batches keep a failure cheap. */
const NUMBERS_PER_REQUEST = 100;

/**
 * The claimed rows grouped into requests: one text to distinct numbers (two clients sharing a
 * phone get two requests, so each reply entry names one row).
 */
export const smsBatches = (rows: Row[]): Row[][] => {
  const batches: { body: string; numbers: Set<string>; rows: Row[] }[] = [];
  for (const row of rows) {
    let batch = batches.find(
      (open) =>
        open.body === row.body &&
        !open.numbers.has(row.recipient) &&
        open.rows.length < NUMBERS_PER_REQUEST,
    );
    if (!batch) batches.push((batch = { body: row.body, numbers: new Set(), rows: [] }));
    batch.numbers.add(row.recipient);
    batch.rows.push(row);
  }
  return batches.map((batch) => batch.rows);
};

interface Retry {
  maxAttempts: number;
  /** When a row that failed its `attempts`-th try is due again. */
  nextAttemptAt: (attempts: number) => Date;
}

const settleSent = (db: Database, row: Row, messageId: string | null) =>
  db
    .update(outboxMessages)
    .set({
      status: 'sent',
      sentAt: new Date(),
      lastError: null,
      providerMessageId: messageId,
      updatedAt: new Date(),
    })
    .where(and(eq(outboxMessages.businessId, row.businessId), eq(outboxMessages.id, row.id)));

/** Tried again after its back-off, or failed with its units back once it used its attempts. */
const settleRetry = async (db: Database, row: Row, error: string, retry: Retry) => {
  if (row.attempts >= retry.maxAttempts) return failSmsRow(db, row, error);
  await db
    .update(outboxMessages)
    .set({
      status: 'pending',
      lastError: error.slice(0, 500),
      nextAttemptAt: retry.nextAttemptAt(row.attempts),
      updatedAt: new Date(),
    })
    .where(and(eq(outboxMessages.businessId, row.businessId), eq(outboxMessages.id, row.id)));
};

/**
 * Sends claimed SMS rows through the gateway and records each number's outcome: sent (with the
 * provider's id), refused for good (failed, units back), or later. A row is settled as soon as
 * its request answers, so a number the gateway took is never sent again by a retry of others.
 */
export const deliverSmsRows = async (
  db: Database,
  gateway: SmsGateway,
  rows: Row[],
  retry: Retry,
) => {
  for (const batch of smsBatches(rows)) {
    let results: SmsRecipientResult[];
    try {
      results = await gateway.send({
        to: batch.map((row) => row.recipient),
        message: batch[0]!.body,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      for (const row of batch) await settleRetry(db, row, reason, retry);
      continue;
    }
    for (const [index, row] of batch.entries()) {
      const result = results[index]!;
      if (result.outcome === 'sent') await settleSent(db, row, result.messageId);
      else if (result.outcome === 'rejected') await failSmsRow(db, row, result.status);
      else await settleRetry(db, row, result.status, retry);
    }
  }
};

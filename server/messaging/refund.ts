import { ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clientMessages, outboxMessages } from '../db/schema';
import { businessRowsMatching } from '../db/businessRows';
import { creditSmsUnits } from './smsBalance';

const NOT_FAILED_YET = ne(outboxMessages.status, 'failed');

/**
 * Marks one SMS row failed for good and gives its units back to the business, in one
 * transaction. The update only matches a row not failed yet, so however many times the gateway
 * or its delivery reports say "failed", the units come back once.
 */
export const failSmsRow = async (
  db: Database,
  row: { businessId: string; id: string },
  error: string,
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(outboxMessages)
      .set({ status: 'failed', lastError: error.slice(0, 500), updatedAt: new Date() })
      .where(businessRowsMatching(outboxMessages, row.businessId, { id: row.id }, NOT_FAILED_YET))
      .returning({
        segments: outboxMessages.segments,
        clientMessageId: outboxMessages.clientMessageId,
      });
    if (!failed?.segments) return;
    await creditSmsUnits(tx, row.businessId, failed.segments);
    // A notice the server sent on its own (a one-time code) belongs to no client message.
    if (!failed.clientMessageId) return;
    await tx
      .update(clientMessages)
      .set({
        unitsCharged: sql`greatest(${clientMessages.unitsCharged} - ${failed.segments}, 0)`,
        updatedAt: new Date(),
      })
      .where(businessRowsMatching(clientMessages, row.businessId, { id: failed.clientMessageId }));
  });
};

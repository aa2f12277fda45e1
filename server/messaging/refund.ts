import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { businesses, clientMessages, outboxMessages } from '../db/schema';

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
      .where(
        and(
          eq(outboxMessages.businessId, row.businessId),
          eq(outboxMessages.id, row.id),
          ne(outboxMessages.status, 'failed'),
        ),
      )
      .returning({
        segments: outboxMessages.segments,
        clientMessageId: outboxMessages.clientMessageId,
      });
    if (!failed?.segments || !failed.clientMessageId) return;
    await tx
      .update(businesses)
      .set({ smsBalance: sql`${businesses.smsBalance} + ${failed.segments}` })
      .where(eq(businesses.id, row.businessId));
    await tx
      .update(clientMessages)
      .set({
        unitsCharged: sql`greatest(${clientMessages.unitsCharged} - ${failed.segments}, 0)`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(clientMessages.businessId, row.businessId),
          eq(clientMessages.id, failed.clientMessageId),
        ),
      );
  });
};

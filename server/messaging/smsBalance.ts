import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { businesses } from '../db/schema';

/**
 * Takes `units` off the business's SMS balance only if it holds them: the condition and the
 * write are one statement, so concurrent sends never take the balance below zero. Answers
 * whether it was debited.
 */
export const debitSmsUnits = async (
  tx: Database,
  businessId: string,
  units: number,
): Promise<boolean> => {
  const [debited] = await tx
    .update(businesses)
    .set({ smsBalance: sql`${businesses.smsBalance} - ${units}` })
    .where(and(eq(businesses.id, businessId), gte(businesses.smsBalance, units)))
    .returning({ id: businesses.id });
  return Boolean(debited);
};

/** Gives `units` back to the business's SMS balance (a message that failed for good). */
export const creditSmsUnits = async (tx: Database, businessId: string, units: number) => {
  await tx
    .update(businesses)
    .set({ smsBalance: sql`${businesses.smsBalance} + ${units}` })
    .where(eq(businesses.id, businessId));
};

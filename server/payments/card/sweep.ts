import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { cardPayments } from '../../db/schema';
import { applyCardOutcome } from './settle';
import type { CardDependencies } from './payments';

const BATCH = 50;

/**
 * Settles card payments pending longer than `timeoutMs` whose webhook never came: each checkout
 * is asked about at the provider and settled as it says (a session that expired, one paid).
 * One still open stays pending: the provider ends it when its session expires. Several servers
 * may sweep at once: settling is conditional, so once. Returns how many it looked at.
 */
export const sweepCardPayments = async (
  { db, payables, provider, log }: CardDependencies,
  timeoutMs: number,
  onError: (error: unknown) => void,
): Promise<number> => {
  const stale = await db
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.status, 'pending'),
        isNotNull(cardPayments.providerRef),
        lt(cardPayments.createdAt, sql`now() - make_interval(secs => ${timeoutMs / 1000})`),
      ),
    )
    .orderBy(asc(cardPayments.createdAt))
    .limit(BATCH);
  for (const payment of stale) {
    try {
      const state = await provider.retrieve(payment.providerRef!);
      if (state.state === 'open') continue;
      await db.transaction((tx) => applyCardOutcome(tx, payables, log, payment, state));
    } catch (error) {
      onError(error);
    }
  }
  return stale.length;
};

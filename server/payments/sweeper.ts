import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mpesaPayments } from '../db/schema';
import type { Payables } from './payables';
import type { PaymentProvider } from './provider';
import { settlePayment, unpaidStatusOf, type Outcome } from './settle';
import { businessRowsMatching } from '../db/businessRows';

const BATCH = 50;

/** What the provider's query says of a push, or undefined when it is still open or cannot be asked. */
const queriedOutcome = async (
  provider: PaymentProvider,
  checkoutRequestId: string | null,
  onError: (error: unknown) => void,
): Promise<Outcome | undefined> => {
  if (!checkoutRequestId) return undefined;
  try {
    const state = await provider.query(checkoutRequestId);
    if (state.state === 'pending') return undefined;
    const { resultCode, resultDescription } = state;
    // The query reports no receipt: the payment is the one asked for, so its amount is the amount due.
    if (resultCode === 0)
      return { status: 'paid', resultCode, resultDescription, receipt: null, paidAt: new Date() };
    return { status: unpaidStatusOf(resultCode), resultCode, resultDescription };
  } catch (error) {
    onError(error);
    return undefined;
  }
};

/**
 * Asks the provider about the payments of one payable still pending (the web app's "check
 * payment status") and settles each as it says; a push still open stays pending.
 */
export const queryPendingPayments = async (
  db: Database,
  payables: Payables,
  provider: PaymentProvider,
  payable: { businessId: string; transactionRef: string },
  onError: (error: unknown) => void,
) => {
  const pending = await db
    .select()
    .from(mpesaPayments)
    .where(
      businessRowsMatching(mpesaPayments, payable.businessId, {
        transactionRef: payable.transactionRef,
        status: 'pending',
      }),
    );
  for (const payment of pending) {
    const outcome = await queriedOutcome(provider, payment.checkoutRequestId, onError);
    if (outcome) await settlePayment(db, payables, payment, outcome);
  }
};

/**
 * Settles payments pending longer than `timeoutMs` (their callback never came): each is first
 * queried at the provider and settled as it says; whatever is still open is expired. Returns how
 * many it looked at. Several servers may sweep at once: settling is conditional, so once.
 */
export const sweepPendingPayments = async (
  db: Database,
  payables: Payables,
  provider: PaymentProvider,
  timeoutMs: number,
  onError: (error: unknown) => void = () => undefined,
): Promise<number> => {
  const stale = await db
    .select()
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.status, 'pending'),
        lt(mpesaPayments.createdAt, sql`now() - make_interval(secs => ${timeoutMs / 1000})`),
      ),
    )
    .orderBy(asc(mpesaPayments.createdAt))
    .limit(BATCH);
  for (const payment of stale) {
    const outcome = (await queriedOutcome(provider, payment.checkoutRequestId, onError)) ?? {
      status: 'expired',
      resultCode: null,
      resultDescription: null,
    };
    await settlePayment(db, payables, payment, outcome);
  }
  return stale.length;
};

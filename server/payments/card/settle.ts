import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { businessRowsMatching } from '../../db/businessRows';
import type { Database } from '../../db/database';
import { cardPayments, cardWebhookEvents, type PaymentStatus } from '../../db/schema';
import { emitWebhookEvent } from '../../webhooks';
import { toReceivedCardPayment } from '../documents';
import type { Payables } from '../payables';
import type { CardEvent, CheckoutState } from './provider';

type CardPayment = typeof cardPayments.$inferSelect;
type Outcome = Exclude<CheckoutState, { state: 'open' }>;

/** Why a payment of another amount or currency was not credited (kept on the row, for reconciliation). */
export const AMOUNT_MISMATCH = 'The card payment was not of the amount due';

/** The status a payment ends in, and why, for what the provider said. */
const endingOf = (payment: CardPayment, outcome: Outcome) => {
  if (outcome.state === 'expired') return { status: 'expired' as const, reason: null };
  if (outcome.state === 'failed') return { status: 'failed' as const, reason: outcome.reason };
  const exact =
    outcome.amountMinor === payment.amountMinor &&
    outcome.currency.toUpperCase() === payment.currency.toUpperCase();
  return exact
    ? { status: 'paid' as const, reason: null }
    : { status: 'failed' as const, reason: AMOUNT_MISMATCH };
};

/**
 * Ends a pending card payment as the provider says, with its payable, inside `tx`. Only a
 * pending payment changes (a late success also ends an expired one: the card was charged), so
 * an event repeated or out of order finds nothing to do. A charge of another amount or currency
 * is recorded failed and credits nothing. Returns whether the payment changed.
 */
export const applyCardOutcome = async (
  tx: Database,
  payables: Payables,
  log: FastifyBaseLogger,
  payment: CardPayment,
  outcome: Outcome,
): Promise<boolean> => {
  const { status, reason } = endingOf(payment, outcome);
  const from: PaymentStatus[] = outcome.state === 'paid' ? ['pending', 'expired'] : ['pending'];
  const paidAt = new Date();
  const [row] = await tx
    .update(cardPayments)
    .set({
      status,
      resultDescription: reason,
      ...(outcome.state === 'paid' && { providerPaymentId: outcome.providerPaymentId }),
      ...(status === 'paid' && { paidAt }),
      updatedAt: paidAt,
    })
    .where(businessRowsMatching(cardPayments, payment.businessId, { id: payment.id, status: from }))
    .returning();
  if (!row) return false;
  if (reason === AMOUNT_MISMATCH)
    log.warn({ paymentId: row.id }, 'a card payment was not of the amount due; recorded as failed');
  const payable = payables.get(row.payableKind);
  if (!payable) throw new Error(`no payable of kind ${row.payableKind}`);
  if (status === 'paid') {
    await emitWebhookEvent(tx, row.businessId, 'payment.received', toReceivedCardPayment(row));
    await payable.onPaid(tx, row.businessId, row.transactionRef, {
      method: 'card',
      receipt: row.providerPaymentId,
      paidAt,
      resultDescription: null,
    });
  } else await payable.onUnpaid(tx, row.businessId, row.transactionRef, status, reason, null);
  return true;
};

/**
 * Settles a verified webhook once: its event id is recorded in the same transaction, so a
 * repeated delivery changes nothing, and a failure leaves it to the provider's retry. An event
 * naming no payment of ours is recorded and ignored.
 */
export const settleCardEvent = (
  db: Database,
  payables: Payables,
  log: FastifyBaseLogger,
  event: CardEvent,
) =>
  db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(cardWebhookEvents)
      .values({ eventId: event.eventId })
      .onConflictDoNothing()
      .returning();
    if (!fresh || !event.outcome || !event.providerRef) return false;
    const [payment] = await tx
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.providerRef, event.providerRef));
    if (!payment) return false;
    return applyCardOutcome(tx, payables, log, payment, event.outcome);
  });

import { desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { businessRow, businessRowsMatching } from '../../db/businessRows';
import type { Database } from '../../db/database';
import { cardPayments, mpesaPayments, type PayableKind } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { text } from '../../http/messages';
import type { Payable, Payables } from '../payables';
import { applyCardOutcome } from './settle';
import { CardProviderError, type CardProvider } from './provider';

const V = 'saluni.cardPayments.validation';

/**
 * The payables a card may pay. A checkout order's card payment is recorded at the till (its
 * payable settles only its M-Pesa line), so it is not among them.
 */
export const CARD_PAYABLE_KINDS: readonly PayableKind[] = ['sms-bundle-order', 'deposit'];

export const notAwaitingPayment = () =>
  new HttpError(409, 'INVALID_STATE', text('saluni.payments.validation.notAwaitingPayment'));

export const cardUnavailable = () =>
  new HttpError(503, 'UNAVAILABLE', text(`${V}.providerUnavailable`));

/** What the card payment functions need beside the database. */
export interface CardDependencies {
  db: Database;
  payables: Payables;
  provider: CardProvider;
  log: FastifyBaseLogger;
}

export interface CardCheckout {
  payable: Payable;
  businessId: string;
  transactionRef: string;
  successUrl: string;
  cancelUrl: string;
  createdBy?: string;
}

/** What a started card payment answers: where the card holder goes to pay. */
export interface StartedCardPayment {
  paymentId: string;
  status: 'pending';
  checkoutUrl: string;
}

const pendingOf = async (tx: Database, businessId: string, transactionRef: string) => {
  const [waiting] = await tx
    .select()
    .from(cardPayments)
    .where(businessRowsMatching(cardPayments, businessId, { transactionRef, status: 'pending' }))
    .orderBy(desc(cardPayments.createdAt))
    .limit(1);
  return waiting;
};

/**
 * Opens a hosted checkout for what the payable owes, or answers the one already open: a payable
 * has at most one pending card payment, so a double click opens the same page. The payable's row
 * is locked while this runs (the provider's call included), so two clicks queue up; a provider
 * that refuses leaves nothing written (503). A pending M-Pesa push for the payable is a 409:
 * paying twice would charge twice.
 */
export const startCheckout = (
  { db, payables, provider, log }: CardDependencies,
  checkout: CardCheckout,
): Promise<StartedCardPayment> =>
  db.transaction(async (tx) => {
    const { payable, businessId, transactionRef } = checkout;
    const due = await payable.lock(tx, businessId, transactionRef);
    if (!due || due.status !== 'pending') throw notAwaitingPayment();
    const waiting = await pendingOf(tx, businessId, transactionRef);
    if (waiting?.providerRef) {
      const state = await provider.retrieve(waiting.providerRef).catch((error: unknown) => {
        if (error instanceof CardProviderError) throw cardUnavailable();
        throw error;
      });
      if (state.state === 'open') {
        // Completed with a payment still processing: no page to open, and no second charge.
        if (!state.checkoutUrl) throw notAwaitingPayment();
        return { paymentId: waiting.id, status: 'pending', checkoutUrl: state.checkoutUrl };
      }
      // The checkout ended without its webhook yet: settled here, a paid one is no longer due.
      await applyCardOutcome(tx, payables, log, waiting, state);
      if (state.state === 'paid') throw notAwaitingPayment();
    }
    const [mpesaWaiting] = await tx
      .select({ id: mpesaPayments.id })
      .from(mpesaPayments)
      .where(businessRowsMatching(mpesaPayments, businessId, { transactionRef, status: 'pending' }))
      .limit(1);
    if (mpesaWaiting) throw new HttpError(409, 'INVALID_STATE', text(`${V}.mpesaWaiting`));
    let created;
    try {
      created = await provider.createCheckout({
        amountMinor: due.amountMinor,
        currency: due.currency,
        description: payable.description,
        reference: transactionRef,
        successUrl: checkout.successUrl,
        cancelUrl: checkout.cancelUrl,
      });
    } catch (error) {
      if (!(error instanceof CardProviderError)) throw error;
      log.warn({ transactionRef, reason: error.message }, 'card checkout not opened');
      throw cardUnavailable();
    }
    const [payment] = await tx
      .insert(cardPayments)
      .values({
        businessId,
        id: uuidv7(),
        payableKind: payable.kind,
        transactionRef,
        amountMinor: due.amountMinor,
        currency: due.currency,
        provider: provider.name,
        providerRef: created.providerRef,
        createdBy: checkout.createdBy ?? null,
      })
      .returning();
    return { paymentId: payment!.id, status: 'pending', checkoutUrl: created.checkoutUrl };
  });

/**
 * Gives back `amountMinor` of the payable's paid card payment through the provider and adds it
 * to `refunded_minor`, in one transaction with the row locked, so two refunds never give back
 * more than was paid. 409 when there is no paid card payment or it has not that much left.
 */
export const refundCheckout = (
  { db, provider, log }: Pick<CardDependencies, 'db' | 'provider' | 'log'>,
  refund: { businessId: string; transactionRef: string; amountMinor: number },
) =>
  db.transaction(async (tx) => {
    const { businessId, transactionRef, amountMinor } = refund;
    const [payment] = await tx
      .select()
      .from(cardPayments)
      .where(businessRowsMatching(cardPayments, businessId, { transactionRef, status: 'paid' }))
      .orderBy(desc(cardPayments.paidAt))
      .limit(1)
      .for('update');
    if (
      !payment?.providerPaymentId ||
      !Number.isInteger(amountMinor) ||
      amountMinor <= 0 ||
      payment.refundedMinor + amountMinor > payment.amountMinor
    )
      throw new HttpError(409, 'INVALID_STATE', text(`${V}.notRefundable`));
    try {
      await provider.refund({
        providerPaymentId: payment.providerPaymentId,
        amountMinor,
        // The same refund asked again (a retry after a lost reply) is made once.
        reference: `refund-${payment.id}-${payment.refundedMinor}-${amountMinor}`,
      });
    } catch (error) {
      if (!(error instanceof CardProviderError)) throw error;
      log.warn({ paymentId: payment.id, reason: error.message }, 'card refund refused');
      throw cardUnavailable();
    }
    const [updated] = await tx
      .update(cardPayments)
      .set({
        refundedMinor: sql`${cardPayments.refundedMinor} + ${amountMinor}`,
        updatedAt: new Date(),
      })
      .where(businessRow(cardPayments, businessId, payment.id))
      .returning({ refundedMinor: cardPayments.refundedMinor });
    return { paymentId: payment.id, refundedMinor: updated!.refundedMinor };
  });

/**
 * What is left to give back of the card payment that paid a payable (its amount less what was
 * refunded), or undefined when no card paid it: the payable was paid some other way, or not yet.
 */
export const cardRefundLeft = async (
  db: Database,
  payable: { kind: PayableKind; businessId: string; transactionRef: string },
): Promise<number | undefined> => {
  const [paid] = await db
    .select({ amountMinor: cardPayments.amountMinor, refundedMinor: cardPayments.refundedMinor })
    .from(cardPayments)
    .where(
      businessRowsMatching(cardPayments, payable.businessId, {
        payableKind: payable.kind,
        transactionRef: payable.transactionRef,
        status: 'paid',
      }),
    )
    .orderBy(desc(cardPayments.paidAt))
    .limit(1);
  return paid && paid.amountMinor - paid.refundedMinor;
};

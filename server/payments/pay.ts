import { and, desc, eq } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { mpesaPayments, type PayableKind } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { callbackPath, newCallbackToken } from './callback';
import type { PaymentsConfig } from './config';
import { toPaymentDocument } from './documents';
import type { AmountDue, Payable, Payables } from './payables';
import { payableTheCallerMayPay } from './payableAccess';
import { ProviderError, type PaymentProvider } from './provider';
import { darajaPhone, type PayBody } from './schemas';

const V = 'saluni.payments.validation';

/** Amount and currency as the payable says: M-Pesa takes whole Kenyan shillings, the exact amount due. */
const checkAmount = (due: AmountDue, amount: number) => {
  if (due.currency !== 'KES') throw validationFailed({ amount: text(`${V}.kesOnly`) });
  if (amount !== due.amount)
    throw validationFailed({
      amount: text(`${V}.amountMismatch`, { currency: due.currency, amount: due.amount }),
    });
};

const notAwaitingPayment = () =>
  new HttpError(409, 'INVALID_STATE', text(`${V}.notAwaitingPayment`));

/** At most 12 characters for the M-Pesa statement: the random end of the reference, enough to find the order. */
const accountReferenceOf = (transactionRef: string) =>
  transactionRef.replace(/-/g, '').slice(-12).toUpperCase();

/** What a push needs beside the database: the payables, the provider and the public URL. */
export interface PayDependencies {
  payables: Payables;
  provider: PaymentProvider;
  config: PaymentsConfig;
}

/** One push to send: for which payable, how much, to which phone, and who asked (null: the client, on the booking site). */
interface PushOrder {
  payable: Payable;
  businessId: string;
  transactionRef: string;
  /** Whole shillings. */
  amount: number;
  /** `2547XXXXXXXX`, as Daraja wants it. */
  phone: string;
  userId: string | null;
}

/** Locks the payable, then finds its pending payment or records a new one; the push is sent after commit. */
const startPayment = (db: Database, provider: PaymentProvider, order: PushOrder, token: string) =>
  db.transaction(async (tx) => {
    const due = await order.payable.lock(tx, order.businessId, order.transactionRef);
    if (!due || due.status !== 'pending') throw notAwaitingPayment();
    const [waiting] = await tx
      .select()
      .from(mpesaPayments)
      .where(
        businessRowsMatching(mpesaPayments, order.businessId, {
          transactionRef: order.transactionRef,
          status: 'pending',
        }),
      )
      .orderBy(desc(mpesaPayments.createdAt))
      .limit(1);
    if (waiting) return { payment: waiting, isNew: false };
    const [payment] = await tx
      .insert(mpesaPayments)
      .values({
        businessId: order.businessId,
        id: uuidv7(),
        payableKind: order.payable.kind,
        transactionRef: order.transactionRef,
        amount: order.amount,
        phoneNumber: `+${order.phone}`,
        provider: provider.name,
        callbackTokenHash: token,
        createdBy: order.userId,
      })
      .returning();
    return { payment: payment!, isNew: true };
  });

/**
 * The one way a push is sent, whoever asks: records the payment (or finds the one already
 * waiting: a payable has at most one payment pending, so a double click never asks the phone
 * twice), then asks the provider. A provider that refuses or cannot be reached closes the
 * payment as failed and answers 503; the payable stays payable.
 */
const pushPayment = async (
  db: Database,
  log: FastifyBaseLogger,
  { provider, config }: Pick<PayDependencies, 'provider' | 'config'>,
  order: PushOrder,
) => {
  const { token, hash } = newCallbackToken();
  const { payment, isNew } = await startPayment(db, provider, order, hash);
  if (!isNew) return { payment: toPaymentDocument(payment), isNew };

  const where = businessRow(mpesaPayments, payment.businessId, payment.id);
  try {
    const accepted = await provider.push({
      phone: order.phone,
      amount: payment.amount,
      accountReference: accountReferenceOf(payment.transactionRef),
      description: order.payable.description,
      callbackUrl: `${config.publicUrl}${callbackPath(token)}`,
    });
    const [stored] = await db
      .update(mpesaPayments)
      .set({
        merchantRequestId: accepted.merchantRequestId,
        checkoutRequestId: accepted.checkoutRequestId,
        customerMessage: accepted.customerMessage,
      })
      .where(where)
      .returning();
    return { payment: toPaymentDocument(stored!), isNew };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // The phone was never asked, so the payable stays payable; the payment is closed as failed.
    log.warn({ paymentId: payment.id, reason: error.message }, 'M-Pesa push not sent');
    await db
      .update(mpesaPayments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(where, eq(mpesaPayments.status, 'pending')));
    throw new HttpError(503, 'UNAVAILABLE', text(`${V}.providerUnavailable`));
  }
};

/**
 * `POST /mpesa/pay {phone_number, amount, transactionRef}`: the payment, `isNew` once the push
 * was sent; a member of the payable's business with its module's `create` may ask.
 */
export const payWithMpesa = async (
  db: Database,
  request: FastifyRequest,
  dependencies: PayDependencies,
  userId: string,
  body: PayBody,
) => {
  const phone = darajaPhone(body.phone_number)!;
  const { payable, due } = await payableTheCallerMayPay(
    db,
    request,
    dependencies.payables.values(),
    body,
  );
  checkAmount(due, body.amount);
  if (due.status !== 'pending') throw notAwaitingPayment();
  return pushPayment(db, request.log, dependencies, {
    payable,
    businessId: due.businessId,
    transactionRef: body.transactionRef,
    amount: body.amount,
    phone,
    userId,
  });
};

/** A push asked for without a session: the caller has already proved the right to pay (a booking's secret). */
export interface PublicPush {
  kind: PayableKind;
  businessId: string;
  transactionRef: string;
  /** A Kenyan mobile in any of the spellings `darajaPhone` reads. */
  phone: string;
}

/**
 * Starts an M-Pesa push for a payable of `kind` for the whole amount it says is due, by the
 * same path as `POST /mpesa/pay`. The payable must be the named business's and pending.
 */
export const payPayableWithMpesa = async (
  db: Database,
  log: FastifyBaseLogger,
  dependencies: PayDependencies,
  push: PublicPush,
) => {
  const payable = dependencies.payables.get(push.kind);
  if (!payable) throw new Error(`no payable of kind ${push.kind}`);
  const due = await payable.find(db, push.transactionRef);
  if (!due || due.businessId !== push.businessId || due.status !== 'pending')
    throw notAwaitingPayment();
  if (due.currency !== 'KES') throw validationFailed({ payWith: text(`${V}.kesOnly`) });
  const phone = darajaPhone(push.phone);
  if (!phone) throw validationFailed({ mpesaPhone: text('saluni.spec.validation.phoneValid') });
  return pushPayment(db, log, dependencies, {
    payable,
    businessId: due.businessId,
    transactionRef: push.transactionRef,
    amount: due.amount,
    phone,
    userId: null,
  });
};

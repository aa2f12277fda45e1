import { and, desc, eq } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { mpesaPayments } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { authorize, requireMember } from '../tenancy/access';
import { callbackPath, newCallbackToken } from './callback';
import type { PaymentsConfig } from './config';
import { toPaymentDocument } from './documents';
import type { AmountDue, Payable, Payables } from './payables';
import { ProviderError, type PaymentProvider } from './provider';
import { darajaPhone, type PayBody } from './schemas';

const V = 'saluni.payments.validation';

const referenceNotFound = () =>
  validationFailed({ transactionRef: text('saluni.validation.referenceNotFound') });

/**
 * The payable the reference names, if the caller may pay it; another business's is "not found",
 * never a 403. The business is known only once the payable is found, so its membership and the
 * payable's module are checked here rather than by the route's declaration.
 */
const payableOf = async (
  db: Database,
  request: FastifyRequest,
  payables: Payables,
  body: PayBody,
) => {
  for (const payable of payables.values()) {
    const due = await payable.find(db, body.transactionRef);
    if (!due) continue;
    if (body.businessId !== undefined && body.businessId !== due.businessId)
      throw referenceNotFound();
    try {
      await requireMember(db, request, due.businessId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403) throw referenceNotFound();
      throw error;
    }
    await authorize(db, request, due.businessId, payable.module, 'create');
    return { payable, due };
  }
  throw referenceNotFound();
};

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

/** Locks the payable, then finds its pending payment or records a new one; the push is sent after commit. */
const startPayment = (
  db: Database,
  provider: PaymentProvider,
  payable: Payable,
  businessId: string,
  body: PayBody,
  phone: string,
  userId: string,
  token: string,
) =>
  db.transaction(async (tx) => {
    const due = await payable.lock(tx, businessId, body.transactionRef);
    if (!due || due.status !== 'pending') throw notAwaitingPayment();
    const [waiting] = await tx
      .select()
      .from(mpesaPayments)
      .where(
        businessRowsMatching(mpesaPayments, businessId, {
          transactionRef: body.transactionRef,
          status: 'pending',
        }),
      )
      .orderBy(desc(mpesaPayments.createdAt))
      .limit(1);
    if (waiting) return { payment: waiting, isNew: false };
    const [payment] = await tx
      .insert(mpesaPayments)
      .values({
        businessId,
        id: uuidv7(),
        payableKind: payable.kind,
        transactionRef: body.transactionRef,
        amount: body.amount,
        phoneNumber: `+${phone}`,
        provider: provider.name,
        callbackTokenHash: token,
        createdBy: userId,
      })
      .returning();
    return { payment: payment!, isNew: true };
  });

/**
 * `POST /mpesa/pay {phone_number, amount, transactionRef}`: the payment, `isNew` once the push
 * was sent. A payable has at most one payment pending: a second push while one waits answers
 * that one and sends nothing, so a double click never asks the phone twice.
 */
export const payWithMpesa = async (
  db: Database,
  request: FastifyRequest,
  { payables, provider, config }: PayDependencies,
  userId: string,
  body: PayBody,
) => {
  const phone = darajaPhone(body.phone_number)!;
  const { payable, due } = await payableOf(db, request, payables, body);
  checkAmount(due, body.amount);
  if (due.status !== 'pending') throw notAwaitingPayment();

  const { token, hash } = newCallbackToken();
  const { payment, isNew } = await startPayment(
    db,
    provider,
    payable,
    due.businessId,
    body,
    phone,
    userId,
    hash,
  );
  if (!isNew) return { payment: toPaymentDocument(payment), isNew };

  const where = businessRow(mpesaPayments, payment.businessId, payment.id);
  try {
    const accepted = await provider.push({
      phone,
      amount: payment.amount,
      accountReference: accountReferenceOf(payment.transactionRef),
      description: payable.description,
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
    request.log.warn({ paymentId: payment.id, reason: error.message }, 'M-Pesa push not sent');
    await db
      .update(mpesaPayments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(where, eq(mpesaPayments.status, 'pending')));
    throw new HttpError(503, 'UNAVAILABLE', text(`${V}.providerUnavailable`));
  }
};

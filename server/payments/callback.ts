import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation, type Database } from '../db/database';
import { mpesaPayments } from '../db/schema';
import type { Payables } from './payables';
import { RESULT_CODES, type StkCallback } from './provider';
import { settlePayment, unpaidStatusOf, type Outcome } from './settle';

/** What the callback always answers: Daraja only needs to know it was received. */
export const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new callback token (256 random bits, base64url) and the hash that is stored in its place. */
export const newCallbackToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: callbackTokenHash(token) };
};

export const callbackTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export const callbackPath = (token: string) => `/mpesa/callback/${token}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** `Body.stkCallback` of a callback, or undefined when the body is not one. */
export const stkCallbackOf = (body: unknown): StkCallback | undefined => {
  const callback = isRecord(body) && isRecord(body.Body) ? body.Body.stkCallback : undefined;
  if (!isRecord(callback) || typeof callback.CheckoutRequestID !== 'string') return undefined;
  const resultCode =
    typeof callback.ResultCode === 'string' ? Number(callback.ResultCode) : callback.ResultCode;
  if (typeof resultCode !== 'number' || !Number.isInteger(resultCode)) return undefined;
  const items =
    isRecord(callback.CallbackMetadata) && Array.isArray(callback.CallbackMetadata.Item)
      ? callback.CallbackMetadata.Item.filter(isRecord)
      : [];
  return {
    CheckoutRequestID: callback.CheckoutRequestID,
    ResultCode: resultCode,
    ResultDesc:
      typeof callback.ResultDesc === 'string' ? callback.ResultDesc.slice(0, 500) : undefined,
    CallbackMetadata: {
      Item: items
        .filter((item) => typeof item.Name === 'string')
        .map((item) => ({
          Name: String(item.Name),
          Value:
            typeof item.Value === 'string' || typeof item.Value === 'number'
              ? item.Value
              : undefined,
        })),
    },
  };
};

const metadataValue = (callback: StkCallback, name: string) =>
  callback.CallbackMetadata?.Item?.find((item) => item.Name === name)?.Value;

/**
 * What a callback means for a payment of `amount`: only ResultCode 0 with exactly that amount
 * pays; a success for another amount is recorded (with its receipt, for reconciliation) as failed.
 */
export const outcomeOfCallback = (callback: StkCallback, amount: number): Outcome => {
  const resultDescription = callback.ResultDesc ?? null;
  if (callback.ResultCode !== RESULT_CODES.success)
    return {
      status: unpaidStatusOf(callback.ResultCode),
      resultCode: callback.ResultCode,
      resultDescription,
    };
  const receiptValue = metadataValue(callback, 'MpesaReceiptNumber');
  const receipt = receiptValue === undefined ? null : String(receiptValue).slice(0, 50);
  if (Number(metadataValue(callback, 'Amount')) !== amount)
    return { status: 'failed', resultCode: callback.ResultCode, resultDescription, receipt };
  return {
    status: 'paid',
    resultCode: callback.ResultCode,
    resultDescription,
    receipt,
    paidAt: new Date(),
  };
};

/**
 * `POST /mpesa/callback/:token`: M-Pesa's result of a push. Daraja signs nothing, so the
 * payment is found only by its URL's secret token (stored hashed) and must name the push's
 * CheckoutRequestID. Anything else is ignored: the route answers 200 Accepted whatever comes, as
 * a refusal would tell a guesser something, and Daraja does nothing useful with it.
 */
export const receiveCallback = async (
  db: Database,
  payables: Payables,
  log: FastifyBaseLogger,
  token: string,
  body: unknown,
) => {
  if (!TOKEN.test(token)) return;
  const callback = stkCallbackOf(body);
  if (!callback) return;
  const [payment] = await db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.callbackTokenHash, callbackTokenHash(token)));
  if (!payment) return;
  // The push's reply may not be stored yet when a fast callback comes: then this callback names it.
  if (payment.checkoutRequestId && payment.checkoutRequestId !== callback.CheckoutRequestID) return;
  const outcome = outcomeOfCallback(callback, payment.amount);
  if (outcome.status === 'failed' && outcome.resultCode === RESULT_CODES.success) {
    log.warn(
      { paymentId: payment.id },
      'M-Pesa reported a payment of another amount; recorded as failed',
    );
  }
  try {
    await settlePayment(
      db,
      payables,
      payment,
      outcome,
      payment.checkoutRequestId ? undefined : callback.CheckoutRequestID,
    );
  } catch (error) {
    // Another payment already holds this CheckoutRequestID: a forged or crossed callback, ignored.
    if (!isUniqueViolation(error)) throw error;
  }
};

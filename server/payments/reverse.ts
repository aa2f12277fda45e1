import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { mpesaPayments, type PayableKind } from '../db/schema';
import type { PaymentsConfig } from './config';
import { ProviderError, type PaymentProvider } from './provider';

export const REVERSAL_RESULT_PATH = '/mpesa/reversal/result';

/** The payable whose M-Pesa payment is sent back. */
export interface RefundedPayable {
  kind: PayableKind;
  businessId: string;
  transactionRef: string;
}

/**
 * What became of a refund: sent to the provider (an M-Pesa reversal names Daraja's
 * conversation; a card refund is made at once), or nothing paid to send back.
 */
export type RefundOutcome =
  | { refunded: true; paymentId: string; conversationId?: string }
  | { refunded: false; reason: 'nothingPaid' | 'providerRefused' };

/**
 * Sends back the M-Pesa payment that paid a payable (a deposit refunded on an early
 * cancellation): the latest paid payment of `transactionRef` with its receipt, reversed whole
 * through the provider. Daraja's result comes later to REVERSAL_RESULT_PATH and is only logged:
 * the refund counts from the moment the provider accepts it (docs/areas/payments.md). A provider
 * that refuses is logged and answered `providerRefused`, so the caller can leave it for staff.
 */
export const refundMpesaPayment = async (
  db: Database,
  log: FastifyBaseLogger,
  { provider, config }: { provider: PaymentProvider; config: PaymentsConfig },
  payable: RefundedPayable,
): Promise<RefundOutcome> => {
  const [payment] = await db
    .select()
    .from(mpesaPayments)
    .where(
      businessRowsMatching(mpesaPayments, payable.businessId, {
        payableKind: payable.kind,
        transactionRef: payable.transactionRef,
        status: 'paid',
      }),
    )
    .orderBy(desc(mpesaPayments.createdAt))
    .limit(1);
  if (!payment?.receipt) return { refunded: false, reason: 'nothingPaid' };
  try {
    const accepted = await provider.reverse({
      receipt: payment.receipt,
      amount: payment.amount,
      remarks: 'Deposit refund',
      resultUrl: `${config.publicUrl}${REVERSAL_RESULT_PATH}`,
    });
    log.info(
      { paymentId: payment.id, conversationId: accepted.conversationId },
      'M-Pesa reversal sent',
    );
    return { refunded: true, paymentId: payment.id, conversationId: accepted.conversationId };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn({ paymentId: payment.id, reason: error.message }, 'M-Pesa reversal not sent');
    return { refunded: false, reason: 'providerRefused' };
  }
};

/** The words of Daraja's reversal result worth a log line: never a phone or a name. */
export const reversalResultOf = (body: unknown) => {
  const result =
    body && typeof body === 'object' ? (body as { Result?: Record<string, unknown> }).Result : null;
  return {
    resultCode: typeof result?.ResultCode === 'number' ? result.ResultCode : null,
    conversationId: typeof result?.ConversationID === 'string' ? result.ConversationID : null,
  };
};

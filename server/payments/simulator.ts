import { randomBytes, randomUUID } from 'node:crypto';
import { RESULT_CODES, type PaymentProvider, type PushState, type StkCallback } from './provider';

/**
 * The test numbers of the simulator (docs/areas/payments.md): each ends its push with the
 * result code M-Pesa gives in that case; any other number pays.
 */
export const SIMULATOR_NUMBERS: Record<string, { resultCode: number; resultDescription: string }> =
  {
    '254700000001': {
      resultCode: RESULT_CODES.cancelledByUser,
      resultDescription: 'Request cancelled by user',
    },
    '254700000002': {
      resultCode: RESULT_CODES.insufficientFunds,
      resultDescription: 'The balance is insufficient for the transaction',
    },
    '254700000003': {
      resultCode: RESULT_CODES.timeout,
      resultDescription: 'DS timeout user cannot be reached',
    },
    '254700000004': {
      resultCode: RESULT_CODES.wrongPin,
      resultDescription: 'The initiator information is invalid.',
    },
    '254700000005': {
      resultCode: 1025,
      resultDescription: 'An error occurred while sending a push request',
    },
  };

/** Posts a callback body to a callback URL, through the app's own callback route. */
export type CallbackDelivery = (
  callbackUrl: string,
  body: { Body: { stkCallback: StkCallback } },
) => Promise<void>;

const receiptNumber = () => `S${randomBytes(8).toString('hex').toUpperCase().slice(0, 9)}`;

/** `YYYYMMDDHHmmss`, as M-Pesa writes TransactionDate (a number). */
const transactionDate = () => Number(new Date().toISOString().replace(/\D/g, '').slice(0, 14));

/**
 * The built-in provider: takes every push and, `delayMs` later, answers it through the same
 * callback route Daraja would call, with the outcome its test numbers choose.
 */
export const simulatorProvider = (
  delayMs: number,
  deliver: CallbackDelivery,
  onError: (error: unknown) => void,
): PaymentProvider => {
  const timers = new Set<NodeJS.Timeout>();
  const deliveries = new Set<Promise<void>>();
  const outcomes = new Map<string, PushState>();

  return {
    name: 'simulator',
    async push(request) {
      const merchantRequestId = `sim-${randomUUID()}`;
      const checkoutRequestId = `ws_CO_sim_${randomUUID()}`;
      const { resultCode, resultDescription } = SIMULATOR_NUMBERS[request.phone] ?? {
        resultCode: RESULT_CODES.success,
        resultDescription: 'The service request is processed successfully.',
      };
      const callback: StkCallback = {
        MerchantRequestID: merchantRequestId,
        CheckoutRequestID: checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: resultDescription,
      };
      if (resultCode === RESULT_CODES.success) {
        callback.CallbackMetadata = {
          Item: [
            { Name: 'Amount', Value: request.amount },
            { Name: 'MpesaReceiptNumber', Value: receiptNumber() },
            { Name: 'TransactionDate', Value: transactionDate() },
            { Name: 'PhoneNumber', Value: Number(request.phone) },
          ],
        };
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        outcomes.set(checkoutRequestId, { state: 'final', resultCode, resultDescription });
        const delivery = deliver(request.callbackUrl, { Body: { stkCallback: callback } })
          .catch(onError)
          .finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      }, delayMs);
      timers.add(timer);
      return {
        merchantRequestId,
        checkoutRequestId,
        customerMessage: 'Success. Request accepted for processing',
      };
    },
    query: async (checkoutRequestId) => outcomes.get(checkoutRequestId) ?? { state: 'pending' },
    // Every reversal is taken; the money is the simulator's own, so nothing follows.
    reverse: async () => ({
      conversationId: `AG_sim_${randomUUID()}`,
      originatorConversationId: `sim-${randomUUID()}`,
    }),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(deliveries);
    },
  };
};

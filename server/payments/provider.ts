/** What an STK push asks of the provider. */
export interface PushRequest {
  /** `2547XXXXXXXX` or `2541XXXXXXXX`, as Daraja wants it. */
  phone: string;
  /** Whole shillings. */
  amount: number;
  /** At most 12 characters: shown to the customer and kept on the M-Pesa statement. */
  accountReference: string;
  /** At most 13 characters. */
  description: string;
  /** Where the provider posts the result; carries the payment's secret token. */
  callbackUrl: string;
}

/** The provider took the push: the phone is being asked for the PIN. */
export interface PushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** What the provider says of a push when asked (the STK query): still waiting, or how it ended. */
export type PushState =
  { state: 'pending' } | { state: 'final'; resultCode: number; resultDescription: string };

/** What a reversal asks: the paid transaction, by its M-Pesa receipt, sent back to the payer. */
export interface ReversalRequest {
  /** The M-Pesa receipt of the payment (`TransactionID`). */
  receipt: string;
  /** Whole shillings: the whole payment. */
  amount: number;
  /** At most 100 characters; kept on the statement. */
  remarks: string;
  /** Where the provider posts the reversal's result (Daraja's ResultURL and QueueTimeOutURL). */
  resultUrl: string;
}

/** The provider took the reversal; its result follows at `resultUrl`. */
export interface ReversalAccepted {
  conversationId: string;
  originatorConversationId: string;
}

/**
 * One way to take M-Pesa payments: Safaricom Daraja or the built-in simulator. Both report the
 * outcome to the callback URL; `query` settles a push whose callback never came.
 */
export interface PaymentProvider {
  name: 'daraja' | 'simulator';
  push: (request: PushRequest) => Promise<PushAccepted>;
  query: (checkoutRequestId: string) => Promise<PushState>;
  /** Sends a paid transaction back (Daraja's Reversal API): a refunded deposit. */
  reverse: (request: ReversalRequest) => Promise<ReversalAccepted>;
  /** Stops whatever the provider still has scheduled (the simulator's callbacks). */
  close: () => Promise<void>;
}

/** The provider refused the request or could not be reached; its words stay in the server log only. */
export class ProviderError extends Error {}

/** Daraja's callback body (`Body.stkCallback`), as far as we read it. */
export interface StkCallback {
  MerchantRequestID?: string;
  CheckoutRequestID: string;
  ResultCode: number;
  ResultDesc?: string;
  CallbackMetadata?: { Item?: { Name: string; Value?: string | number }[] };
}

/** M-Pesa's result codes the statuses tell apart (anything else that is not 0 is a failure). */
export const RESULT_CODES = {
  success: 0,
  insufficientFunds: 1,
  cancelledByUser: 1032,
  timeout: 1037,
  wrongPin: 2001,
} as const;

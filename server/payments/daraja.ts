import type { DarajaConfig } from './config';
import { wallClockOf } from '../tenancy/zonedTime';
import { ProviderError, type PaymentProvider, type PushState } from './provider';

/** A token is renewed this long before Daraja says it expires, so no request carries a stale one. */
const TOKEN_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** Daraja's answer to a query about a push the customer has not answered yet. */
const STILL_PROCESSING = '500.001.1001';
/** Daraja's `RecieverIdentifierType` (its spelling) for a reversal received by an organisation's shortcode. */
const REVERSAL_RECEIVER_SHORTCODE = '11';

/** `YYYYMMDDHHmmss` on Nairobi's wall clock, as Daraja checks the password against. */
export const darajaTimestamp = (now: Date = new Date()) =>
  wallClockOf(now, 'Africa/Nairobi').replace(/\D/g, '');

/** `base64(shortcode + passkey + timestamp)`: Daraja's proof that the push comes from the shortcode's owner. */
export const darajaPassword = (shortcode: string, passkey: string, timestamp: string) =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

type Json = Record<string, unknown>;

const readJson = async (response: Response): Promise<Json> => {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as Json) : {};
  } catch {
    return {};
  }
};

/**
 * Safaricom Daraja (M-Pesa Express): OAuth client credentials, the STK push and its query. The
 * access token is cached until shortly before it expires; concurrent pushes share one request for it.
 */
export const darajaProvider = (config: DarajaConfig): PaymentProvider => {
  let token: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  const call = async (path: string, init: RequestInit) => {
    try {
      return await fetch(`${config.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(
        `Daraja unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  const fetchToken = async () => {
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const response = await call('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const reply = await readJson(response);
    if (!response.ok || typeof reply.access_token !== 'string')
      throw new ProviderError(`Daraja token refused: ${response.status}`);
    const seconds = Number(reply.expires_in ?? 3599);
    token = {
      value: reply.access_token,
      expiresAt: Date.now() + (Number.isFinite(seconds) ? seconds : 3599) * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  };

  const accessToken = async () => {
    if (token && token.expiresAt > Date.now()) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  };

  const post = async (path: string, body: Json) => {
    const response = await call(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (response.status === 401) token = undefined;
    return { status: response.status, reply: await readJson(response) };
  };

  const signed = () => {
    const timestamp = darajaTimestamp();
    return {
      BusinessShortCode: config.shortcode,
      Password: darajaPassword(config.shortcode, config.passkey, timestamp),
      Timestamp: timestamp,
    };
  };

  return {
    name: 'daraja',
    async push(request) {
      const { status, reply } = await post('/mpesa/stkpush/v1/processrequest', {
        ...signed(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: request.amount,
        PartyA: request.phone,
        PartyB: config.shortcode,
        PhoneNumber: request.phone,
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference,
        TransactionDesc: request.description,
      });
      if (
        status !== 200 ||
        String(reply.ResponseCode) !== '0' ||
        typeof reply.CheckoutRequestID !== 'string'
      ) {
        throw new ProviderError(
          `Daraja refused the push: ${status} ${String(reply.errorCode ?? reply.ResponseCode ?? '')}`,
        );
      }
      return {
        merchantRequestId: String(reply.MerchantRequestID ?? ''),
        checkoutRequestId: reply.CheckoutRequestID,
        customerMessage: String(reply.CustomerMessage ?? ''),
      };
    },
    async query(checkoutRequestId): Promise<PushState> {
      const { status, reply } = await post('/mpesa/stkpushquery/v1/query', {
        ...signed(),
        CheckoutRequestID: checkoutRequestId,
      });
      if (reply.errorCode === STILL_PROCESSING) return { state: 'pending' };
      const resultCode = Number(reply.ResultCode);
      if (status !== 200 || reply.ResultCode === undefined || !Number.isInteger(resultCode)) {
        throw new ProviderError(`Daraja query failed: ${status} ${String(reply.errorCode ?? '')}`);
      }
      return { state: 'final', resultCode, resultDescription: String(reply.ResultDesc ?? '') };
    },
    async reverse(request) {
      if (!config.initiator) throw new ProviderError('Daraja reversal needs an initiator');
      const { status, reply } = await post('/mpesa/reversal/v1/request', {
        Initiator: config.initiator.name,
        SecurityCredential: config.initiator.securityCredential,
        CommandID: 'TransactionReversal',
        TransactionID: request.receipt,
        Amount: request.amount,
        ReceiverParty: config.shortcode,
        RecieverIdentifierType: REVERSAL_RECEIVER_SHORTCODE,
        ResultURL: request.resultUrl,
        QueueTimeOutURL: request.resultUrl,
        Remarks: request.remarks.slice(0, 100),
        Occasion: '',
      });
      if (
        status !== 200 ||
        String(reply.ResponseCode) !== '0' ||
        typeof reply.ConversationID !== 'string'
      ) {
        throw new ProviderError(
          `Daraja refused the reversal: ${status} ${String(reply.errorCode ?? reply.ResponseCode ?? '')}`,
        );
      }
      return {
        conversationId: reply.ConversationID,
        originatorConversationId: String(reply.OriginatorConversationID ?? ''),
      };
    },
    close: async () => undefined,
  };
};

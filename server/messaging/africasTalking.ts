import type { SmsGateway, SmsRecipientResult } from './smsGateway';

/** Africa's Talking's settings from the environment (README lists them). */
export interface AfricasTalkingConfig {
  username: string;
  apiKey: string;
  /** The registered sender id or short code; the account's default when absent. */
  senderId?: string;
  /** `https://api.sandbox.africastalking.com` (sandbox) or `https://api.africastalking.com` (live). */
  baseUrl: string;
}

export const AT_SANDBOX_URL = 'https://api.sandbox.africastalking.com';

/** The gateway's settings when both credentials are set; without them the built-in simulator sends SMS (readSmsConfig). */
export const readAfricasTalkingConfig = (
  env: NodeJS.ProcessEnv = process.env,
): AfricasTalkingConfig | undefined => {
  if (!env.AT_USERNAME || !env.AT_API_KEY) return undefined;
  return {
    username: env.AT_USERNAME,
    apiKey: env.AT_API_KEY,
    senderId: env.AT_SENDER_ID || undefined,
    baseUrl: (env.AT_BASE_URL || AT_SANDBOX_URL).replace(/\/+$/, ''),
  };
};

/** A request that takes longer is abandoned and retried (the lease is two minutes). */
const TIMEOUT_MILLISECONDS = 30_000;

interface AtRecipient {
  statusCode?: unknown;
  number?: unknown;
  status?: unknown;
  messageId?: unknown;
}

/** 100 processed, 101 sent, 102 queued; 401-409 refused for good (invalid number, blacklisted...); 5xx and anything unknown: later. */
const outcomeOf = (statusCode: number): SmsRecipientResult['outcome'] => {
  if (statusCode >= 100 && statusCode <= 102) return 'sent';
  if (statusCode >= 401 && statusCode <= 409) return 'rejected';
  return 'retry';
};

/**
 * Africa's Talking's bulk SMS API: `POST {base}/version1/messaging`, form-encoded, the key in the
 * `apiKey` header; a 201 carries one entry per number. A number the reply does not mention is
 * tried again, as nothing says it was taken.
 */
export const africasTalkingGateway = (config: AfricasTalkingConfig): SmsGateway => ({
  send: async ({ to, message }) => {
    const form = new URLSearchParams({ username: config.username, to: to.join(','), message });
    if (config.senderId) form.set('from', config.senderId);
    const response = await fetch(`${config.baseUrl}/version1/messaging`, {
      method: 'POST',
      headers: {
        apiKey: config.apiKey,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MILLISECONDS),
    });
    const text = await response.text();
    // The reply's body is the provider's own words; they may name numbers, so only the status is kept.
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`Africa's Talking answered HTTP ${response.status}`);
    let recipients: AtRecipient[];
    try {
      const parsed = JSON.parse(text) as { SMSMessageData?: { Recipients?: unknown } };
      if (!Array.isArray(parsed.SMSMessageData?.Recipients)) throw new Error('no Recipients');
      recipients = parsed.SMSMessageData.Recipients as AtRecipient[];
    } catch {
      throw new Error("Africa's Talking sent an unreadable reply");
    }
    const byNumber = new Map(
      recipients
        .filter((entry) => typeof entry.number === 'string')
        .map((entry) => [entry.number as string, entry]),
    );
    return to.map((number): SmsRecipientResult => {
      const entry = byNumber.get(number);
      if (!entry) return { number, outcome: 'retry', messageId: null, status: 'NotInReply' };
      const statusCode = Number(entry.statusCode);
      const messageId =
        typeof entry.messageId === 'string' && entry.messageId !== 'None' ? entry.messageId : null;
      return {
        number,
        outcome: outcomeOf(statusCode),
        messageId,
        status: typeof entry.status === 'string' ? entry.status : String(statusCode),
      };
    });
  },
});

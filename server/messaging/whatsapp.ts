import { randomUUID } from 'node:crypto';

/** One WhatsApp message: an approved template, or text inside the 24 hours the client opened. */
export type WhatsAppMessage =
  | {
      to: string;
      template: { name: string; language: string; parameters: string[] };
    }
  | { to: string; text: string };

/** How a send went: accepted with the provider's id, refused for good, or to be tried later. */
export type WhatsAppResult =
  { outcome: 'sent'; messageId: string } | { outcome: 'rejected' | 'retry'; error: string };

/** Our own interface to WhatsApp: the outbox worker sends through it, whatever is behind it. */
export interface WhatsAppGateway {
  send: (message: WhatsAppMessage) => Promise<WhatsAppResult>;
}

/** The WhatsApp Business Cloud API's settings (docs/areas/messages-replies.md). */
export interface WhatsAppConfig {
  provider: 'cloud' | 'simulator';
  /** Set when `provider` is cloud. */
  cloud?: { token: string; phoneNumberId: string; baseUrl: string; version: string };
  /** Signs the webhooks (X-Hub-Signature-256); the simulator has none to check, so no webhook is taken without it. */
  appSecret?: string;
  /** What Meta's subscription handshake must present. */
  verifyToken?: string;
}

export const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com';
export const WHATSAPP_API_VERSION = 'v21.0';

/** The Cloud API when its token and phone number id are set; the built-in simulator otherwise. */
export const readWhatsAppConfig = (env: NodeJS.ProcessEnv = process.env): WhatsAppConfig => {
  const secrets = {
    appSecret: env.WHATSAPP_APP_SECRET || undefined,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
  };
  if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)
    return { provider: 'simulator', ...secrets };
  return {
    provider: 'cloud',
    cloud: {
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      baseUrl: (env.WHATSAPP_BASE_URL || WHATSAPP_GRAPH_URL).replace(/\/+$/, ''),
      version: env.WHATSAPP_API_VERSION || WHATSAPP_API_VERSION,
    },
    ...secrets,
  };
};

/** The Cloud API wants the number's digits, without the plus. */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

const requestBody = (message: WhatsAppMessage) => {
  const common = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: digitsOf(message.to),
  };
  if ('text' in message) return { ...common, type: 'text', text: { body: message.text } };
  const { name, language, parameters } = message.template;
  return {
    ...common,
    type: 'template',
    template: {
      name,
      language: { code: language },
      components: parameters.length
        ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }]
        : [],
    },
  };
};

/** A request that takes longer is abandoned and retried (the outbox's lease is two minutes). */
const TIMEOUT_MILLISECONDS = 30_000;

interface CloudReply {
  messages?: { id?: unknown }[];
  error?: { code?: unknown; message?: unknown };
}

/**
 * The Cloud API: `POST {base}/{version}/{phoneNumberId}/messages` with the bearer token. A 4xx
 * (a bad number, a template not approved, outside the 24 hours) is refused for good, except 429
 * (throttled); 5xx, dropped connections and unreadable replies are tried again.
 */
export const cloudWhatsAppGateway = (
  cloud: NonNullable<WhatsAppConfig['cloud']>,
): WhatsAppGateway => ({
  send: async (message) => {
    let response: Response;
    let reply: CloudReply;
    try {
      response = await fetch(`${cloud.baseUrl}/${cloud.version}/${cloud.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${cloud.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(requestBody(message)),
        signal: AbortSignal.timeout(TIMEOUT_MILLISECONDS),
      });
      reply = (await response.json()) as CloudReply;
    } catch (error) {
      return { outcome: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    const id = reply?.messages?.[0]?.id;
    if (response.ok && typeof id === 'string') return { outcome: 'sent', messageId: id };
    const error =
      `WhatsApp ${response.status}: ${String(reply?.error?.code ?? '')} ${String(reply?.error?.message ?? '')}`
        .trim()
        .slice(0, 500);
    const final = response.status >= 400 && response.status < 500 && response.status !== 429;
    return { outcome: final ? 'rejected' : 'retry', error };
  },
});

/** The built-in stand-in: takes every message and answers an id of the Cloud API's shape. */
export const simulatorWhatsAppGateway = (): WhatsAppGateway => ({
  send: async () => ({ outcome: 'sent', messageId: `wamid.sim-${randomUUID()}` }),
});

export const whatsAppGateway = (config: WhatsAppConfig): WhatsAppGateway =>
  config.provider === 'cloud' && config.cloud
    ? cloudWhatsAppGateway(config.cloud)
    : simulatorWhatsAppGateway();

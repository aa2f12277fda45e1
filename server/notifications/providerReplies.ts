import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { receiveIncoming } from './replies';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant time whatever the lengths: the digests are compared, never the strings. */
const secretMatches = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

const field = (body: Record<string, unknown>, name: string, max = 2000) =>
  typeof body[name] === 'string' ? (body[name] as string).slice(0, max) : '';

/**
 * Africa's Talking's incoming-message callback (form-encoded `from`, `to`, `text`, `date`, `id`,
 * `linkId`). The token in the path (`AT_CALLBACK_TOKEN`) is the only credential: without it, or
 * with another, a 404. Anything it cannot use is received all the same, so it is not retried.
 */
export const receiveIncomingSms = async (
  db: Database,
  callbackToken: string | undefined,
  token: string | undefined,
  form: unknown,
) => {
  if (!callbackToken || !secretMatches(token ?? '', callbackToken)) throw notFound();
  const body = form && typeof form === 'object' ? (form as Record<string, unknown>) : {};
  const from = field(body, 'from', 40);
  if (from)
    await receiveIncoming(db, {
      channel: 'sms',
      from,
      body: field(body, 'text'),
      providerMessageId: field(body, 'id', 200) || null,
    });
  return { received: true };
};

/** Meta's subscription handshake: the challenge back when the verify token matches, else null. */
export const whatsappChallenge = (
  verifyToken: string | undefined,
  query: Record<string, unknown>,
): string | null => {
  const challenge = query['hub.challenge'];
  const given = query['hub.verify_token'];
  if (!verifyToken || query['hub.mode'] !== 'subscribe') return null;
  if (typeof given !== 'string' || typeof challenge !== 'string') return null;
  return secretMatches(given, verifyToken) ? challenge : null;
};

/** `X-Hub-Signature-256: sha256=<hex>`, the HMAC of the exact body with the app secret. */
const signatureMatches = (appSecret: string, rawBody: string, header: unknown) => {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest('hex');
  return secretMatches(header.slice('sha256='.length).toLowerCase(), expected);
};

interface WebhookValue {
  messages?: {
    from?: unknown;
    id?: unknown;
    timestamp?: unknown;
    type?: unknown;
    text?: { body?: unknown };
    button?: { text?: unknown };
  }[];
  statuses?: { id?: unknown; status?: unknown; errors?: { code?: unknown; title?: unknown }[] }[];
}

const valuesOf = (payload: unknown): WebhookValue[] => {
  const entries = (payload as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { changes?: unknown }) =>
    Array.isArray(entry?.changes)
      ? entry.changes.map((change: { value?: WebhookValue }) => change?.value ?? {})
      : [],
  );
};

/** The words of an incoming message: a text, or a template's quick-reply button. */
const wordsOf = (message: NonNullable<WebhookValue['messages']>[number]) => {
  if (typeof message.text?.body === 'string') return message.text.body;
  if (typeof message.button?.text === 'string') return message.button.text;
  return null;
};

/** Applies a status to the WhatsApp row it names: delivered and read are recorded; failed fails it. */
const applyStatus = async (db: Database, status: NonNullable<WebhookValue['statuses']>[number]) => {
  if (typeof status.id !== 'string' || typeof status.status !== 'string') return;
  const named = and(
    eq(outboxMessages.providerMessageId, status.id),
    eq(outboxMessages.channel, 'whatsapp'),
  );
  if (status.status === 'failed') {
    const error = status.errors?.[0];
    await db
      .update(outboxMessages)
      .set({
        status: 'failed',
        deliveryReport: 'failed',
        lastError: `WhatsApp ${String(error?.code ?? '')} ${String(error?.title ?? '')}`
          .trim()
          .slice(0, 500),
        updatedAt: new Date(),
      })
      .where(named);
  } else if (status.status === 'delivered' || status.status === 'read') {
    // A late "delivered" never overwrites a "read".
    await db
      .update(outboxMessages)
      .set({ deliveryReport: status.status, updatedAt: new Date() })
      .where(
        and(
          named,
          eq(outboxMessages.status, 'sent'),
          or(isNull(outboxMessages.deliveryReport), ne(outboxMessages.deliveryReport, 'read')),
        ),
      );
  }
};

/**
 * The Cloud API's webhook: signed with the app secret (a wrong or missing signature, or no
 * secret set, is a 400 and changes nothing, as the card webhook's); its incoming messages are received like an SMS
 * reply, its statuses settle the outbox rows they name.
 */
export const receiveWhatsAppWebhook = async (
  db: Database,
  appSecret: string | undefined,
  rawBody: unknown,
  signature: unknown,
) => {
  if (typeof rawBody !== 'string' || !appSecret || !signatureMatches(appSecret, rawBody, signature))
    throw badRequest('saluni.cardPayments.validation.badSignature');
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return { received: true };
  }
  for (const value of valuesOf(payload)) {
    for (const message of value.messages ?? []) {
      const words = wordsOf(message);
      if (typeof message.from !== 'string' || words === null) continue;
      const seconds = Number(message.timestamp);
      await receiveIncoming(db, {
        channel: 'whatsapp',
        from: message.from,
        body: words,
        providerMessageId: typeof message.id === 'string' ? message.id.slice(0, 200) : null,
        ...(Number.isFinite(seconds) && seconds > 0 && { receivedAt: new Date(seconds * 1000) }),
      });
    }
    for (const status of value.statuses ?? []) await applyStatus(db, status);
  }
  return { received: true };
};

import { v7 as uuidv7 } from 'uuid';
import type { MessageChannel, MessageKind } from '../../registry/messages';
import type { Database } from '../db/database';
import { businessRow } from '../db/businessRows';
import { clients, outboxMessages } from '../db/schema';
import { newSecretToken } from '../http/secretTokens';
import {
  creditSmsUnits,
  debitSmsUnits,
  marketingAllowed,
  marketingSendingTime,
  smsSegments,
  unsubscribeLink,
} from '../messaging';
import { tellOwnersSmsBalanceSpent } from './balanceNotice';

/** A message to one client, in words already rendered in their language. */
export interface ClientMessage {
  businessId: string;
  clientId: string;
  kind: MessageKind | 'reply';
  appointmentId?: string | null;
  /** Tried first instead of the client's preferred channel (a staff answer on a chosen channel). */
  channel?: MessageChannel;
  sms: string;
  emailSubject: string;
  emailBody: string;
  /**
   * WhatsApp outside a conversation the client opened takes only an approved template: its name,
   * language and the parameters in order. Without one, WhatsApp is skipped for the next channel.
   */
  whatsappTemplate?: { name: string; language: string; parameters: string[] };
  /** Names the one message a rule may send; a second with the same key is not queued. */
  dedupeKey?: string;
  /** Marketing: needs recorded consent, carries an opt-out, waits for the sending window. */
  marketing?: boolean;
  /** The opt-out line of a marketing SMS, in the client's language ("Reply STOP to opt out"). */
  smsOptOut?: string;
  /** The opt-out line of a marketing e-mail, with `{link}` for the one-click address. */
  emailOptOut?: string;
  now?: Date;
}

export type QueuedMessage =
  | {
      queued: true;
      outboxId: string;
      channel: MessageChannel;
      fellBack: boolean;
      /** Whether it went by another channel because the SMS balance was spent (the owner is told). */
      smsBalanceSpent: boolean;
    }
  | { queued: false; reason: 'noClient' | 'noConsent' | 'noAddress' | 'duplicate' | 'noBalance' };

/** The channels to try, the client's choice first, then SMS, then e-mail. */
const channelsToTry = (first: MessageChannel): MessageChannel[] => [
  ...new Set<MessageChannel>([first, 'sms', 'email']),
];

/**
 * Queues one message to a client in the caller's transaction (docs/areas/messages.md): the
 * first channel that has an address (and, for marketing, the client's consent) and, for SMS,
 * enough balance, whose parts it debits. Marketing carries its opt-out and waits for the
 * business's sending window. A dedupe key already used queues nothing. When the SMS balance is
 * spent and the message goes by e-mail instead (or cannot go at all), the owners are told by
 * e-mail, once per local day.
 */
export const queueClientMessage = async (
  tx: Database,
  message: ClientMessage,
): Promise<QueuedMessage> => {
  const [client] = await tx
    .select()
    .from(clients)
    .where(businessRow(clients, message.businessId, message.clientId));
  if (!client) return { queued: false, reason: 'noClient' };
  const now = message.now ?? new Date();
  const candidates = channelsToTry(message.channel ?? client.preferredChannel).filter(
    (channel) => !message.marketing || marketingAllowed(client, channel),
  );
  if (!candidates.length) return { queued: false, reason: 'noConsent' };
  const notBefore = message.marketing
    ? await marketingSendingTime(tx, message.businessId, now)
    : now;
  let lackedBalance = false;
  for (const channel of candidates) {
    const recipient = channel === 'email' ? client.email || null : client.phone;
    if (!recipient) continue;
    if (channel === 'whatsapp' && !message.whatsappTemplate && message.kind !== 'reply') continue;
    const id = uuidv7();
    const unsubscribe = message.marketing && channel === 'email' ? newSecretToken() : undefined;
    const body = bodyFor(channel, message, unsubscribe?.token);
    const segments = channel === 'sms' ? smsSegments(body).segments : null;
    if (segments !== null && !(await debitSmsUnits(tx, message.businessId, segments))) {
      lackedBalance = true;
      continue;
    }
    const inserted = await tx
      .insert(outboxMessages)
      .values({
        businessId: message.businessId,
        id,
        channel,
        recipient,
        subject: channel === 'email' ? message.emailSubject : null,
        body,
        clientId: client.id,
        segments,
        kind: message.kind,
        appointmentId: message.appointmentId ?? null,
        marketing: message.marketing ?? false,
        dedupeKey: message.dedupeKey ?? null,
        unsubscribeTokenHash: unsubscribe?.hash ?? null,
        whatsappTemplate: channel === 'whatsapp' ? (message.whatsappTemplate ?? null) : null,
        nextAttemptAt: notBefore,
      })
      .onConflictDoNothing()
      .returning({ id: outboxMessages.id });
    if (!inserted.length) {
      // The key was used: give back what this attempt debited.
      if (segments !== null) await creditSmsUnits(tx, message.businessId, segments);
      return { queued: false, reason: 'duplicate' };
    }
    if (lackedBalance) await tellOwnersSmsBalanceSpent(tx, message.businessId, now);
    return {
      queued: true,
      outboxId: id,
      channel,
      fellBack: channel !== candidates[0],
      smsBalanceSpent: lackedBalance,
    };
  }
  // Nothing queued: the owner hears of a spent balance; the caller counts the rest (never silent).
  if (lackedBalance) await tellOwnersSmsBalanceSpent(tx, message.businessId, now);
  return { queued: false, reason: lackedBalance ? 'noBalance' : 'noAddress' };
};

const bodyFor = (channel: MessageChannel, message: ClientMessage, unsubscribeToken?: string) => {
  if (channel === 'email') {
    if (!unsubscribeToken || !message.emailOptOut) return message.emailBody;
    const link = unsubscribeLink(unsubscribeToken);
    return `${message.emailBody}\n\n${message.emailOptOut.replace('{link}', link)}`;
  }
  return message.marketing && message.smsOptOut
    ? `${message.sms} ${message.smsOptOut}`
    : message.sms;
};

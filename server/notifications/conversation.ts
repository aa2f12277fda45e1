import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { ConversationEntry, MessageChannel, MessageKind } from '../../registry/messages';
import { MESSAGE_LIMITS } from '../../registry/messages';
import type { Database } from '../db/database';
import { isUuid } from '../http/ids';
import { businessRow } from '../db/businessRows';
import { appointments, businesses, clients, inboundMessages, outboxMessages } from '../db/schema';
import { validationFailed } from '../http/errors';
import { speakingTo, text } from '../http/messages';
import { queueClientMessage } from './send';

const CONVERSATION_LIMIT = 100;
/** WhatsApp takes free text only this long after the client's last WhatsApp message. */
const WHATSAPP_WINDOW_MS = 24 * 3_600_000;

/** The delivery reports that read as delivered: Africa's Talking's and WhatsApp's. */
const DELIVERED_REPORTS = ['Success', 'delivered', 'read'];

type OutboxRow = typeof outboxMessages.$inferSelect;
type InboundRow = typeof inboundMessages.$inferSelect;

const outgoingEntry = (row: OutboxRow): ConversationEntry => ({
  id: row.id,
  direction: 'out',
  channel: row.channel,
  kind: row.clientMessageId
    ? 'campaign'
    : ((row.kind as MessageKind | 'reply' | 'campaign' | null) ?? null),
  body: row.body,
  status:
    row.status === 'sent' && row.deliveryReport && DELIVERED_REPORTS.includes(row.deliveryReport)
      ? 'delivered'
      : row.status,
  action: null,
  appointmentId: row.appointmentId,
  at: row.createdAt.toISOString(),
});

const incomingEntry = (row: InboundRow): ConversationEntry => ({
  id: row.id,
  direction: 'in',
  channel: row.channel,
  kind: null,
  body: row.body,
  status: 'received',
  action: row.action,
  appointmentId: row.appointmentId,
  at: row.createdAt.toISOString(),
});

export type ConversationOf = { clientId: string } | { appointmentId: string };

/** A client's or an appointment's messages out and replies in, newest first, the last 100. */
export const conversation = async (
  db: Database,
  businessId: string,
  of: ConversationOf,
): Promise<ConversationEntry[]> => {
  const outgoing: SQL =
    'clientId' in of
      ? and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.clientId, of.clientId))!
      : and(
          eq(outboxMessages.businessId, businessId),
          eq(outboxMessages.appointmentId, of.appointmentId),
        )!;
  const incoming: SQL =
    'clientId' in of
      ? and(eq(inboundMessages.businessId, businessId), eq(inboundMessages.clientId, of.clientId))!
      : and(
          eq(inboundMessages.businessId, businessId),
          eq(inboundMessages.appointmentId, of.appointmentId),
        )!;
  const [sent, received] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(outgoing)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(CONVERSATION_LIMIT),
    db
      .select()
      .from(inboundMessages)
      .where(incoming)
      .orderBy(desc(inboundMessages.createdAt))
      .limit(CONVERSATION_LIMIT),
  ]);
  return [...sent.map(outgoingEntry), ...received.map(incomingEntry)]
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
    .slice(0, CONVERSATION_LIMIT);
};

export interface StaffAnswer {
  businessId: string;
  clientId: string;
  appointmentId?: string | null;
  channel: MessageChannel;
  body: string;
}

const refuse = (field: string, key: string, args?: Record<string, string | number>) =>
  validationFailed({ [field]: text(key, args) });

/** Whether the client wrote on WhatsApp within the last 24 hours, so free text may go back. */
const whatsappWindowOpen = async (
  tx: Database,
  businessId: string,
  clientId: string,
  now: Date,
) => {
  const [last] = await tx
    .select({ id: inboundMessages.id })
    .from(inboundMessages)
    .where(
      and(
        eq(inboundMessages.businessId, businessId),
        eq(inboundMessages.clientId, clientId),
        eq(inboundMessages.channel, 'whatsapp'),
        gt(inboundMessages.createdAt, new Date(now.getTime() - WHATSAPP_WINDOW_MS)),
      ),
    )
    .limit(1);
  return Boolean(last);
};

/**
 * A staff answer from the client's page or the appointment, queued on the chosen channel
 * (kind 'reply'). Refused with a field message: an empty or too long text, a client or
 * appointment not of the business, no address for the channel, WhatsApp outside the 24 hours.
 */
export const answerClient = (db: Database, answer: StaffAnswer): Promise<ConversationEntry> =>
  db.transaction(async (tx) => {
    const body = answer.body.trim();
    if (!body) throw refuse('body', 'saluni.replies.validation.bodyRequired');
    if (body.length > MESSAGE_LIMITS.reply)
      throw refuse('body', 'saluni.replies.validation.bodyTooLong', { max: MESSAGE_LIMITS.reply });
    if (!isUuid(answer.clientId))
      throw refuse('clientId', 'saluni.replies.validation.clientNotFound');
    const [client] = await tx
      .select()
      .from(clients)
      .where(businessRow(clients, answer.businessId, answer.clientId));
    if (!client) throw refuse('clientId', 'saluni.replies.validation.clientNotFound');
    if (answer.appointmentId) {
      if (!isUuid(answer.appointmentId))
        throw refuse('appointmentId', 'saluni.replies.validation.appointmentNotFound');
      const [appointment] = await tx
        .select({ clientId: appointments.clientId })
        .from(appointments)
        .where(businessRow(appointments, answer.businessId, answer.appointmentId));
      if (appointment?.clientId !== client.id)
        throw refuse('appointmentId', 'saluni.replies.validation.appointmentNotFound');
    }
    const address = answer.channel === 'email' ? client.email : client.phone;
    if (!address) throw refuse('channel', 'saluni.replies.validation.noAddress');
    const now = new Date();
    if (
      answer.channel === 'whatsapp' &&
      !(await whatsappWindowOpen(tx, answer.businessId, client.id, now))
    )
      throw refuse('channel', 'saluni.replies.validation.whatsappWindowClosed');
    const [business] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, answer.businessId));
    const queued = await queueClientMessage(tx, {
      businessId: answer.businessId,
      clientId: client.id,
      kind: 'reply',
      appointmentId: answer.appointmentId ?? null,
      channel: answer.channel,
      sms: body,
      emailSubject: speakingTo({ language: client.language ?? 'en' }, () =>
        text('saluni.replies.emailSubject', { salon: business?.name ?? '' }),
      ),
      emailBody: body,
      now,
    });
    if (!queued.queued)
      throw queued.reason === 'noBalance'
        ? refuse('channel', 'saluni.replies.validation.notEnoughSms')
        : refuse('channel', 'saluni.replies.validation.noAddress');
    const [row] = await tx
      .select()
      .from(outboxMessages)
      .where(businessRow(outboxMessages, answer.businessId, queued.outboxId));
    return outgoingEntry(row!);
  });

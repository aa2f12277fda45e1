import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { MESSAGE_CHANNELS, REPLY_KEYWORDS, type ReplyAction } from '../../registry/messages';
import type { Database } from '../db/database';
import { businessRow } from '../db/businessRows';
import { appointments, businesses, clients, inboundMessages, outboxMessages } from '../db/schema';
import { speakingTo, text } from '../http/messages';
import { recordConsent } from '../messaging';
import { issueManageLink } from './manageLinks';
import { queueClientMessage } from './send';

/** A message a client sent in, as a provider's callback names it. */
export interface IncomingMessage {
  channel: 'sms' | 'whatsapp';
  /** As the provider wrote it: `+2547…` (Africa's Talking) or `2547…` (WhatsApp). */
  from: string;
  body: string;
  providerMessageId: string | null;
  receivedAt?: Date;
}

/** The sender as E.164, the way clients' phones and the outbox's recipients are kept. */
export const e164 = (phone: string) => {
  const digits = phone.replace(/[^\d]/g, '');
  return digits ? `+${digits}` : '';
};

/** What a reply's words ask for: one of REPLY_KEYWORDS, without case or surrounding spaces. */
export const actionOfWords = (body: string): Exclude<ReplyAction, 'none'> | null =>
  REPLY_KEYWORDS[body.trim().toUpperCase()] ?? null;

/** Not yet over and not released: what a reply can still confirm or manage. */
const UPCOMING_STATUSES = ['booked', 'confirmed'] as const;

/**
 * The appointment a reply is about: the one the last message to the client named if still
 * ahead, else the client's next one not cancelled.
 */
const appointmentOfReply = async (
  tx: Database,
  businessId: string,
  clientId: string,
  named: string | null,
  now: Date,
) => {
  const ahead = and(
    eq(appointments.businessId, businessId),
    eq(appointments.clientId, clientId),
    gt(appointments.startDate, now),
    inArray(appointments.status, [...UPCOMING_STATUSES]),
  );
  if (named) {
    const [row] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(ahead, eq(appointments.id, named)));
    if (row) return row.id;
  }
  const [next] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(ahead)
    .orderBy(appointments.startDate)
    .limit(1);
  return next?.id ?? null;
};

/** The client's words, in their language (the business's messages speak English by default). */
const wordsFor = (language: 'en' | 'sw' | null, key: string, args: Record<string, string>) =>
  speakingTo({ language: language ?? 'en' }, () => text(key, args));

/** A booked appointment becomes confirmed, its history saying the client did it. */
const confirmAppointment = (tx: Database, businessId: string, appointmentId: string) =>
  tx
    .update(appointments)
    .set({
      status: sql`case when ${appointments.status} = 'booked' then 'confirmed' else ${appointments.status} end`,
      statusHistory: sql`case when ${appointments.status} = 'booked' then ${appointments.statusHistory} || ${JSON.stringify([{ status: 'confirmed', at: new Date().toISOString(), byUserId: null }])}::jsonb else ${appointments.statusHistory} end`,
      updatedAt: new Date(),
    })
    .where(businessRow(appointments, businessId, appointmentId));

/**
 * Receives one incoming SMS or WhatsApp message (docs/areas/messages-replies.md): matched to the
 * business whose outbox last wrote to that number on that channel, to its client with that
 * phone and to their appointment; stored once per provider id; its keyword acted on. A sender
 * nobody wrote to, or no client of that business, is dropped: the provider still gets its 200.
 */
export const receiveIncoming = async (db: Database, message: IncomingMessage) => {
  const sender = e164(message.from);
  if (!sender || !(MESSAGE_CHANNELS as readonly string[]).includes(message.channel)) return;
  const now = message.receivedAt ?? new Date();
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({
        businessId: outboxMessages.businessId,
        appointmentId: outboxMessages.appointmentId,
      })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, message.channel), eq(outboxMessages.recipient, sender)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    if (!last) return;
    const { businessId } = last;
    const [client] = await tx
      .select({ id: clients.id, language: clients.language })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), eq(clients.phone, sender)))
      .orderBy(clients.createdAt)
      .limit(1);
    if (!client) return;
    const appointmentId = await appointmentOfReply(
      tx,
      businessId,
      client.id,
      last.appointmentId,
      now,
    );
    const id = uuidv7();
    const stored = await tx
      .insert(inboundMessages)
      .values({
        businessId,
        id,
        channel: message.channel,
        sender,
        clientId: client.id,
        appointmentId,
        body: message.body.slice(0, 2000),
        providerMessageId: message.providerMessageId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: inboundMessages.id });
    // Delivered twice: acted on the first time only.
    if (!stored.length) return;
    const action = await actOn(tx, {
      businessId,
      client,
      appointmentId,
      channel: message.channel,
      words: actionOfWords(message.body),
      now,
    });
    if (action !== 'none')
      await tx
        .update(inboundMessages)
        .set({ action })
        .where(businessRow(inboundMessages, businessId, id));
  });
};

interface Reply {
  businessId: string;
  client: { id: string; language: 'en' | 'sw' | null };
  appointmentId: string | null;
  channel: 'sms' | 'whatsapp';
  words: Exclude<ReplyAction, 'none'> | null;
  now: Date;
}

const salonName = async (tx: Database, businessId: string) =>
  (
    await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId))
  )[0]?.name ?? '';

/** Answers the client on the channel they wrote on, in their language. */
const answer = async (tx: Database, reply: Reply, key: string, args: Record<string, string>) => {
  const salon = await salonName(tx, reply.businessId);
  const words = wordsFor(reply.client.language, key, { ...args, salon });
  await queueClientMessage(tx, {
    businessId: reply.businessId,
    clientId: reply.client.id,
    kind: 'reply',
    appointmentId: reply.appointmentId,
    channel: reply.channel,
    sms: words,
    emailSubject: wordsFor(reply.client.language, 'saluni.replies.emailSubject', { salon }),
    emailBody: words,
    now: reply.now,
  });
};

/** What the keyword does; answers the action recorded on the incoming row. */
const actOn = async (tx: Database, reply: Reply): Promise<ReplyAction> => {
  const { businessId, appointmentId } = reply;
  if (reply.words === 'opted-out') {
    await recordConsent(tx, {
      businessId,
      clientId: reply.client.id,
      channels: MESSAGE_CHANNELS,
      granted: false,
      method: 'reply',
    });
    await answer(tx, reply, 'saluni.replies.optedOut', {});
    return 'opted-out';
  }
  if (!appointmentId) return 'none';
  if (reply.words === 'confirmed') {
    await confirmAppointment(tx, businessId, appointmentId);
    return 'confirmed';
  }
  if (reply.words === 'manage-link') {
    const link = await issueManageLink(tx, businessId, appointmentId);
    if (!link) return 'none';
    await answer(tx, reply, 'saluni.replies.manageLink', { link });
    return 'manage-link';
  }
  return 'none';
};

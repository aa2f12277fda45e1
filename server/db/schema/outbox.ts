import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS } from '../../../registry/messages';
import { createdIndex, tenantReference, tenantTable } from './columns';
import { timestampTz, timestamps } from './columnTypes';
import { clientMessages } from './messaging';

/** How a queued message is delivered: the worker's state, the same for every queue. */
const deliveryColumns = () => ({
  status: text('status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** A pending row is not tried before this; a claimed row is pushed forward (its lease). */
  nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  sentAt: timestampTz('sent_at'),
});

/**
 * The transactional outbox (design.md 4): a message is written in the same transaction as the
 * change that causes it, and a worker delivers it later (server/outbox). Rows stay visible
 * whatever their status, so nothing pretends to have been sent.
 */
export const outboxMessages = tenantTable(
  'outbox_messages',
  {
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    /** E-mail only. */
    subject: text('subject'),
    body: text('body').notNull(),
    ...deliveryColumns(),
    /** The client message this row delivers to one recipient (null for staff invitations and the like). */
    clientMessageId: uuid('client_message_id'),
    /** The recipient client; no foreign key: the delivery record outlives a deleted client. */
    clientId: uuid('client_id'),
    /** SMS parts this row was charged for; given back once if it fails. */
    segments: integer('segments'),
    /** The gateway's id of the sent SMS, which its delivery reports name. */
    providerMessageId: text('provider_message_id'),
    /** The network's last delivery report (Success, Buffered, Failed...); `Success` reads as delivered. */
    deliveryReport: text('delivery_report'),
    /** What the message is about (a `MessageKind`, 'reply' for a staff answer); null for older rows and account mail. */
    kind: text('kind'),
    /** The appointment a confirmation, reminder or reply is about. */
    appointmentId: uuid('appointment_id'),
    /** Marketing needs consent, carries an opt-out and waits for the sending window. */
    marketing: boolean('marketing').notNull().default(false),
    /**
     * Names the one message a rule may send (`reminder:<appointment>:<minutes>:<start>`): a
     * second insert with the same key does nothing, so a message is never queued twice, whatever
     * the number of servers or restarts.
     */
    dedupeKey: text('dedupe_key'),
    /** SHA-256 of the one-click unsubscribe token a marketing e-mail carries. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    /** WhatsApp: the approved template's name, language and parameters. */
    whatsappTemplate: jsonb('whatsapp_template').$type<{
      name: string;
      language: string;
      parameters: string[];
    }>(),
  },
  (t) => [
    createdIndex('outbox_messages', t),
    // Deleting a client message deletes its rows, so a pending one is never sent.
    tenantReference(
      t,
      t.clientMessageId,
      clientMessages,
      'outbox_messages_client_message_fk',
    ).onDelete('cascade'),
    index('outbox_messages_client_message_idx').on(t.businessId, t.clientMessageId),
    // Delivery reports name only the provider's id, not the business.
    index('outbox_messages_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    uniqueIndex('outbox_messages_dedupe_idx')
      .on(t.businessId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('outbox_messages_unsubscribe_idx')
      .on(t.unsubscribeTokenHash)
      .where(sql`${t.unsubscribeTokenHash} is not null`),
    index('outbox_messages_client_idx').on(t.businessId, t.clientId, t.createdAt),
    index('outbox_messages_appointment_idx')
      .on(t.businessId, t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    index('outbox_messages_due_idx')
      .on(t.channel, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * E-mails about an account rather than a business (the sign-up link): global like `users`,
 * so no business sees them, delivered by the same worker as the outbox.
 */
export const accountEmails = pgTable(
  'account_emails',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ...deliveryColumns(),
    ...timestamps(),
  },
  (t) => [
    index('account_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

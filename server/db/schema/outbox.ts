import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
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

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns';

/**
 * The transactional outbox (design.md 4): a message is written in the same transaction as the
 * change that causes it, and a worker delivers it later (server/outbox). Rows stay visible
 * whatever their status, so nothing pretends to have been sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    ...tenantColumns(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    /** E-mail only. */
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A pending row is not tried before this; a claimed row is pushed forward (its lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('outbox_messages_business_created_idx').on(t.businessId, t.createdAt),
    index('outbox_messages_due_idx')
      .on(t.channel, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
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
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A pending row is not tried before this; a claimed row is pushed forward (its lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('outbox_messages_business_created_idx').on(t.businessId, t.createdAt),
    index('outbox_messages_due_idx').on(t.channel, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * An invitation to set a password for the staff account made for an employee's e-mail. Only
 * the SHA-256 of the token is kept; the token itself travels in the e-mail.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    // Not unique: the business key leads every unique key (design.md 1); 256 random bits do not collide.
    index('staff_invitations_token_idx').on(t.tokenHash),
    index('staff_invitations_employee_idx').on(t.businessId, t.employeeId),
  ],
);

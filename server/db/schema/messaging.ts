import { index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tenantTable } from './columns';
import { notNegative } from './columnTypes';

/** A chosen client who got no message, and why (registry/messaging.ts `SkipReason`). */
export interface SkippedRecipient {
  clientId: string;
  fullName: string;
  reason: 'optedOut' | 'noConsent' | 'noAddress';
}

/**
 * A client e-mail or SMS as the business sent it (docs/areas/messaging.md). Its queued
 * recipients are rows of `outbox_messages` (the one delivery queue); the recipients it skipped
 * are kept here, since they were never queued.
 */
export const clientMessages = tenantTable(
  'client_messages',
  {
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** E-mail only. */
    subject: text('subject'),
    body: text('body').notNull(),
    /** The selection as sent, so the message reads back as it was made. */
    clientIds: jsonb('client_ids').$type<string[]>().notNull(),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull(),
    skipped: jsonb('skipped').$type<SkippedRecipient[]>().notNull(),
    /** Parts per recipient (SMS); 0 for e-mail. */
    segments: integer('segments').notNull().default(0),
    /** Units debited for the queued recipients less those given back for failed ones. */
    unitsCharged: integer('units_charged').notNull().default(0),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('client_messages_business_channel_created_idx').on(t.businessId, t.channel, t.createdAt),
    notNegative('client_messages_units', t.unitsCharged),
  ],
);

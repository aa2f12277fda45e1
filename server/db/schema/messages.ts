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
import {
  CONSENT_METHODS,
  DEFAULT_AUTOMATIONS,
  DEFAULT_REMINDERS,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  REPLY_ACTIONS,
  type AutomationSettings,
  type ReminderOffset,
} from '../../../registry/messages';
import { createdIndex, tenantReference, tenantTable } from './columns';
import { createdAt, timestampTz } from './columnTypes';
import { clients } from './clients';

/** A business's message settings (registry/messages.ts), one row at most; absent means the defaults. */
export const messageSettings = tenantTable(
  'message_settings',
  {
    confirmationEnabled: boolean('confirmation_enabled').notNull().default(true),
    movedEnabled: boolean('moved_enabled').notNull().default(true),
    cancelledEnabled: boolean('cancelled_enabled').notNull().default(true),
    reminders: jsonb('reminders')
      .$type<ReminderOffset[]>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(DEFAULT_REMINDERS)}'::jsonb`)),
    senderName: text('sender_name'),
    quietHoursStart: text('quiet_hours_start'),
    quietHoursEnd: text('quiet_hours_end'),
    reviewLink: text('review_link'),
    automations: jsonb('automations')
      .$type<AutomationSettings>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(DEFAULT_AUTOMATIONS)}'::jsonb`)),
  },
  (t) => [uniqueIndex('message_settings_business_idx').on(t.businessId)],
);

/** A business's own words for one kind of message in one language; absent means the product's. */
export const messageTemplates = tenantTable(
  'message_templates',
  {
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    language: text('language', { enum: ['en', 'sw'] }).notNull(),
    smsBody: text('sms_body').notNull(),
    emailSubject: text('email_subject').notNull(),
    emailBody: text('email_body').notNull(),
  },
  (t) => [uniqueIndex('message_templates_kind_idx').on(t.businessId, t.kind, t.language)],
);

/**
 * Every marketing consent given or withdrawn, never changed (the proof the law asks for: when,
 * how, by whom). The client's current state is on `clients` (`marketing_*`), written in the
 * same transaction.
 */
export const clientConsents = tenantTable(
  'client_consents',
  {
    clientId: uuid('client_id').notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    granted: boolean('granted').notNull(),
    method: text('method', { enum: CONSENT_METHODS }).notNull(),
    /** The user who recorded it; null when the client did it themselves (a reply, a link, the booking page). */
    recordedBy: uuid('recorded_by'),
    note: text('note'),
  },
  (t) => [
    index('client_consents_client_idx').on(t.businessId, t.clientId, t.createdAt),
    tenantReference(t, t.clientId, clients, 'client_consents_client_fk').onDelete('cascade'),
  ],
);

/** A message a client sent in (an SMS, a WhatsApp message), matched to them and to their next appointment. */
export const inboundMessages = tenantTable(
  'inbound_messages',
  {
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** E.164; personal, never logged. */
    sender: text('sender').notNull(),
    clientId: uuid('client_id'),
    appointmentId: uuid('appointment_id'),
    body: text('body').notNull(),
    action: text('action', { enum: REPLY_ACTIONS }).notNull().default('none'),
    /** The provider's id of the message, so a callback delivered twice is kept once. */
    providerMessageId: text('provider_message_id'),
  },
  (t) => [
    createdIndex('inbound_messages', t),
    index('inbound_messages_client_idx').on(t.businessId, t.clientId, t.createdAt),
    index('inbound_messages_appointment_idx').on(t.businessId, t.appointmentId),
    uniqueIndex('inbound_messages_provider_idx')
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

/**
 * The timed jobs of every server (docs/areas/scheduler.md): one row per job, claimed with a
 * lease under `FOR UPDATE SKIP LOCKED`, so when several servers share the database each run
 * happens on one of them. Global: the jobs work for every business.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  intervalSeconds: integer('interval_seconds').notNull(),
  nextRunAt: timestampTz('next_run_at').notNull().defaultNow(),
  /** Set while a server runs the job; past it, another server may take it over. */
  leaseUntil: timestampTz('lease_until'),
  /** Failures in a row; the next try waits longer each time. */
  failures: integer('failures').notNull().default(0),
  runs: integer('runs').notNull().default(0),
  lastStartedAt: timestampTz('last_started_at'),
  lastFinishedAt: timestampTz('last_finished_at'),
  /** The error's words only: never a client's data. */
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/**
 * Further manage links of an appointment, beside the one its booking made: a reminder, a
 * confirmation from the desk or a reply "R" issues a new secret (only its SHA-256 is kept), and
 * every one of them opens the booking until it is over.
 */
export const appointmentManageLinks = tenantTable(
  'appointment_manage_links',
  {
    appointmentId: uuid('appointment_id').notNull(),
    tokenHash: text('token_hash').notNull(),
  },
  (t) => [
    uniqueIndex('appointment_manage_links_token_idx').on(t.tokenHash),
    index('appointment_manage_links_appointment_idx').on(t.businessId, t.appointmentId),
  ],
);

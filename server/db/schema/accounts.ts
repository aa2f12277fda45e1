import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, expiresAt, notNegative, timestampTz, timestamps } from './columnTypes';

/** Global (reference) tables: users and their sessions, and the businesses themselves. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The language the user reads the app and the server's messages in: en or sw. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/**
 * A sign-up waiting for its e-mail address to be confirmed: the account is made only from the
 * link sent to that address (server/auth/signUp.ts), so nobody can hold an address they do not
 * read. Only the SHA-256 of the link's token is kept, and no password: the account's is chosen
 * when the link is opened.
 */
export const signUpRequests = pgTable(
  'sign_up_requests',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    language: text('language').notNull().default('en'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (t) => [
    uniqueIndex('sign_up_requests_token_unique').on(t.tokenHash),
    index('sign_up_requests_email_idx').on(sql`lower(${t.email})`),
    index('sign_up_requests_expires_idx').on(t.expiresAt),
  ],
);

/** The account a row belongs to (a session, a role, an invitation): it goes with the account. */
export const accountUser = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a stolen database does not yield usable cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: accountUser(),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in and sign-up attempts counted per limit key (server/auth/attemptStore.ts), in the
 * database every server shares, so N servers behind a load balancer still allow one budget.
 * The key is a SHA-256 of the limit's name, the client address and the e-mail, never those.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    keyHash: text('key_hash').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowEndsAt: timestampTz('window_ends_at').notNull(),
  },
  (t) => [index('attempt_counters_window_ends_idx').on(t.windowEndsAt)],
);

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull().default('KE'),
    /** An Australian business's state or territory (NSW, VIC, ...), for its public holidays; null in Kenya. */
    state: text('state'),
    timezone: text('timezone').notNull().default('Africa/Nairobi'),
    currency: text('currency').notNull().default('KES'),
    appointmentGapInMinutes: integer('appointment_gap_in_minutes').notNull().default(0),
    /** Filename of the business logo in stored_files, uploaded through POST /v1/file. */
    logo: text('logo'),
    /** The street address shown on the booking site (and later on receipts). */
    address: text('address'),
    /** When true, stock movements may take a balance below zero (design.md 4). */
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    /** When true, public holidays are bookable like any day (design.md 4); closed by default. */
    opensOnHolidays: boolean('opens_on_holidays').notNull().default(false),
    /** Shows View Calendar on the dashboard and the /calendar screen; on by default (back-office.md 2). */
    calendarEnabled: boolean('calendar_enabled').notNull().default(true),
    /** The SMS balance (back-office.md 3, `smsBundle.availableAmount`): debited per recipient and segment, credited by paid bundle orders. */
    smsBalance: integer('sms_balance').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('businesses_name_unique').on(sql`lower(${t.name})`),
    notNegative('businesses_sms_balance', t.smsBalance),
  ],
);

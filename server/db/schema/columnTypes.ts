import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  jsonb,
  numeric,
  text,
  timestamp,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

/** Bytes (an uploaded image, an export's archive), read as a Buffer on either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A point in time: every timestamp of the schema is `timestamp with time zone`, read as a Date. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was written: the database's now() unless the insert says otherwise. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** When a token (a session's, a sign-up's, an invitation's) stops being accepted. */
export const expiresAt = () => timestampTz('expires_at').notNull();

/** When the row was written and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** Money: numeric, added up in minor units by the code (server/db/money.ts). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** `<name>_not_negative`: an amount or a balance that never goes below zero. */
export const notNegative = (name: string, column: ExtraConfigColumn) =>
  check(`${name}_not_negative`, sql`${column} >= 0`);

// The empty values the list columns start with.
const noIds = sql`'{}'::uuid[]`;
const noTexts = sql`'{}'::text[]`;
const noEntries = sql`'[]'::jsonb`;

/** A list of ids (services, categories, performers): empty unless the row names some. */
export const idList = (name: string) => uuid(name).array().notNull().default(noIds);

/** A list of stored file names (a record's images): empty unless the row names some. */
export const fileList = (name: string) => text(name).array().notNull().default(noTexts);

/** A JSON array of the record's own entries (attributes, options, prices): empty by default. */
export const jsonList = (name: string) => jsonb(name).notNull().default(noEntries);

/** The picture a record shows: the name of its stored file (stored_files), if it has one. */
export const image = () => text('image');

/** A holding a client was sold (a membership, a voucher): active until it is cancelled. */
export const holdingStatus = () =>
  text('status', { enum: ['active', 'cancelled'] })
    .notNull()
    .default('active');

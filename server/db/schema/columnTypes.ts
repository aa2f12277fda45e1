import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A point in time: every timestamp of the schema is `timestamp with time zone`, read as a Date. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was written: the database's now() unless the insert says otherwise. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** When the row was written and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** Money: numeric, added up in minor units by the code (server/db/money.ts). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

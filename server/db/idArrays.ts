import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './database';

type ColumnKey<T> = { [K in keyof T]: T[K] extends AnyPgColumn ? K : never }[keyof T] & string;

/**
 * Takes `id` out of the id list `key` (a `uuid[]` column) of every row of `table` in the business
 * that lists it: what a delete does to the rows pointing at the record it removes.
 */
export const removeFromIdLists = async <T extends PgTable & { businessId: AnyPgColumn }>(
  db: Database,
  table: T,
  key: ColumnKey<T>,
  businessId: string,
  id: string,
) => {
  const list = table[key] as AnyPgColumn;
  await db
    .update(table)
    .set({ [key]: sql`array_remove(${list}, ${id}::uuid)` } as PgUpdateSetSource<T>)
    .where(and(eq(table.businessId, businessId), sql`${list} @> array[${id}::uuid]`));
};

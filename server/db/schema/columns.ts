import { index, timestamp, uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

/**
 * Columns of every tenant table. The key is `(business_id, id)` and every unique and foreign
 * key includes `business_id`, so the schema can be distributed by business (design.md 1).
 */
export const tenantColumns = () => ({
  businessId: uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A trigram index for a column the registry declares `searchable`: `q` becomes
 * `ILIKE '%term%'`, which a B-tree cannot serve (migration 0001 creates the extension).
 */
export const searchIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/**
 * A B-tree for a column the registry declares `sortable`: a list sorted by it reads the
 * business's first page from the index instead of sorting every row. The id ends the key as
 * it ends the route's order (the tie-breaker), so no sort step is left.
 */
export const sortIndex = (
  name: string,
  t: { businessId: ExtraConfigColumn; id: ExtraConfigColumn },
  column: ExtraConfigColumn,
) => index(name).on(t.businessId, column, t.id);

import { timestamp, uuid } from 'drizzle-orm/pg-core';
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

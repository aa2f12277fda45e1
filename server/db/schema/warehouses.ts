import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { searchIndex, sortIndex, tenantColumns } from './columns';

/** Places stock is kept; every business has one named General (inventory.md 3). */
export const warehouses = pgTable(
  'warehouses',
  { ...tenantColumns(), name: text('name').notNull(), location: text('location') },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('warehouses_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('warehouses_business_name_idx', t, t.name),
    searchIndex('warehouses_name_search_idx', t.name),
  ],
);

import { text } from 'drizzle-orm/pg-core';
import { listIndexes, tenantTable } from './columns';

/** Places stock is kept; every business has one named General (inventory.md 3). */
export const warehouses = tenantTable(
  'warehouses',
  { name: text('name').notNull(), location: text('location') },
  (t) => listIndexes('warehouses', t, { sortable: [t.name], searchable: [t.name] }),
);

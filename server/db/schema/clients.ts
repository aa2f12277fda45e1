import { foreignKey, index, pgTable, primaryKey, unique, uuid } from 'drizzle-orm/pg-core';
import { clientCategories } from './catalogue';
import { tenantColumns } from './columns';
import { clients } from './people';

/**
 * Which clients belong to which client categories. The foreign keys include `business_id`, so
 * a membership can only join a client and a category of the same business. Deleting a client
 * or a category removes its memberships in the same statement (cascade).
 */
export const clientCategoryMembers = pgTable(
  'client_category_members',
  {
    ...tenantColumns(),
    clientId: uuid('client_id').notNull(),
    categoryId: uuid('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    unique('client_category_members_member_unique').on(t.businessId, t.clientId, t.categoryId),
    // The filter "clients of a category" and the per-category counts read from the category side.
    index('client_category_members_category_idx').on(t.businessId, t.categoryId),
    foreignKey({ name: 'client_category_members_client_fk', columns: [t.businessId, t.clientId], foreignColumns: [clients.businessId, clients.id] }).onDelete('cascade'),
    foreignKey({ name: 'client_category_members_category_fk', columns: [t.businessId, t.categoryId], foreignColumns: [clientCategories.businessId, clientCategories.id] }).onDelete('cascade'),
  ],
);

import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex, sortIndex, tenantColumns } from './columns';

/** Clients of a business (registry/resources/client.ts). */
export const clients = pgTable(
  'clients',
  {
    ...tenantColumns(),
    fullName: text('full_name').notNull(),
    /** E.164, normalised on write. */
    phone: text('phone'),
    email: text('email').notNull(),
    gender: text('gender').notNull(),
    address: text('address'),
    notes: text('notes'),
    image: text('image'),
    /** The client asked for no e-mail (or SMS) from the business: client messages skip them. */
    emailOptOut: boolean('email_opt_out').notNull().default(false),
    smsOptOut: boolean('sms_opt_out').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('clients_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('clients_business_full_name_idx', t, t.fullName),
    sortIndex('clients_business_email_idx', t, t.email),
    searchIndex('clients_full_name_search_idx', t.fullName),
    searchIndex('clients_phone_search_idx', t.phone),
    searchIndex('clients_email_search_idx', t.email),
  ],
);

export const clientCategories = pgTable(
  'client_categories',
  { ...tenantColumns(), category_name: text('category_name').notNull() },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('client_categories_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('client_categories_business_category_name_idx', t, t.category_name),
    searchIndex('client_categories_name_search_idx', t.category_name),
  ],
);

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
    foreignKey({
      name: 'client_category_members_client_fk',
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'client_category_members_category_fk',
      columns: [t.businessId, t.categoryId],
      foreignColumns: [clientCategories.businessId, clientCategories.id],
    }).onDelete('cascade'),
  ],
);

import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { searchIndex, tenantColumns } from './columns';

/** Tables of the plain registry resources (registry/resources). */
export const jobTitles = pgTable(
  'job_titles',
  { ...tenantColumns(), name: text('name').notNull() },
  (t) => [primaryKey({ columns: [t.businessId, t.id] }), index('job_titles_business_created_idx').on(t.businessId, t.createdAt), searchIndex('job_titles_name_search_idx', t.name)],
);

export const serviceCategories = pgTable(
  'service_categories',
  { ...tenantColumns(), name: text('name').notNull() },
  (t) => [primaryKey({ columns: [t.businessId, t.id] }), index('service_categories_business_created_idx').on(t.businessId, t.createdAt), searchIndex('service_categories_name_search_idx', t.name)],
);

export const serviceRooms = pgTable(
  'service_rooms',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    capacity: integer('capacity'),
    image: text('image'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('service_rooms_business_created_idx').on(t.businessId, t.createdAt),
    searchIndex('service_rooms_name_search_idx', t.name),
    searchIndex('service_rooms_description_search_idx', t.description),
  ],
);

export const clientCategories = pgTable(
  'client_categories',
  { ...tenantColumns(), category_name: text('category_name').notNull() },
  (t) => [primaryKey({ columns: [t.businessId, t.id] }), index('client_categories_business_created_idx').on(t.businessId, t.createdAt), searchIndex('client_categories_name_search_idx', t.category_name)],
);

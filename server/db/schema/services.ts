import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { searchIndex, sortIndex, tenantColumns } from './columns';

/** Services a business sells (registry/resources/service.ts). */
export const services = pgTable(
  'services',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Pricing options: `[{ name, price, durationInMinutes }]`. */
    advancedPricing: jsonb('advanced_pricing')
      .notNull()
      .default(sql`'[]'::jsonb`),
    performerIds: uuid('performer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    image: text('image'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('services_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('services_business_name_idx', t, t.name),
    index('services_category_ids_idx').using('gin', t.categoryIds),
    searchIndex('services_name_search_idx', t.name),
    searchIndex('services_description_search_idx', t.description),
  ],
);

export const serviceCategories = pgTable(
  'service_categories',
  { ...tenantColumns(), name: text('name').notNull() },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('service_categories_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('service_categories_business_name_idx', t, t.name),
    searchIndex('service_categories_name_search_idx', t.name),
  ],
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
    sortIndex('service_rooms_business_name_idx', t, t.name),
    sortIndex('service_rooms_business_capacity_idx', t, t.capacity),
    searchIndex('service_rooms_name_search_idx', t.name),
    searchIndex('service_rooms_description_search_idx', t.description),
  ],
);

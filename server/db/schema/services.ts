import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { searchIndex, tenantColumns } from './columns';

/** Services a business sells (registry/resources/service.ts). */
export const services = pgTable(
  'services',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Pricing options: `[{ name, price, durationInMinutes }]`. */
    advancedPricing: jsonb('advanced_pricing').notNull().default(sql`'[]'::jsonb`),
    performerIds: uuid('performer_ids').array().notNull().default(sql`'{}'::uuid[]`),
    image: text('image'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('services_business_created_idx').on(t.businessId, t.createdAt),
    index('services_category_ids_idx').using('gin', t.categoryIds),
    searchIndex('services_name_search_idx', t.name),
    searchIndex('services_description_search_idx', t.description),
  ],
);

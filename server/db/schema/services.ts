import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { listIndexes, tenantTable } from './columns';

/** Services a business sells (registry/resources/service.ts). */
export const services = tenantTable(
  'services',
  {
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
    ...listIndexes('services', t, { sortable: [t.name], searchable: [t.name, t.description] }),
    index('services_category_ids_idx').using('gin', t.categoryIds),
  ],
);

export const serviceCategories = tenantTable(
  'service_categories',
  { name: text('name').notNull() },
  (t) => listIndexes('service_categories', t, { sortable: [t.name], searchable: [t.name] }),
);

export const serviceRooms = tenantTable(
  'service_rooms',
  {
    name: text('name').notNull(),
    description: text('description'),
    capacity: integer('capacity'),
    image: text('image'),
  },
  (t) =>
    listIndexes('service_rooms', t, {
      sortable: [t.name, t.capacity],
      searchable: [t.name, t.description],
    }),
);

import { boolean, index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import type { DepositRule } from '../../../registry/onlineBooking';
import { listIndexes, tenantTable } from './columns';
import { idList, image, jsonList, money } from './columnTypes';

/** Services a business sells (registry/resources/service.ts). */
export const services = tenantTable(
  'services',
  {
    name: text('name').notNull(),
    description: text('description'),
    categoryIds: idList('category_ids'),
    /** Pricing options: `[{ name, price, durationInMinutes }]`. */
    advancedPricing: jsonList('advanced_pricing'),
    performerIds: idList('performer_ids'),
    image: image(),
    bookableOnline: boolean('bookable_online').notNull().default(true),
    /** `{ kind, amount, appliesTo }`; a fixed amount in major units like `price`; null: no deposit. */
    depositRule: jsonb('deposit_rule').$type<DepositRule>(),
    /** Its tax band (registry/tax.ts); null: the country's standard band. */
    taxClass: text('tax_class'),
    /** KRA's item classification code for eTIMS; null: the product's default for services. */
    kraItemClassCode: text('kra_item_class_code'),
    /** Taken off each unit's sale before commission (docs/areas/pay.md). */
    supplyCharge: money('supply_charge'),
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
    image: image(),
  },
  (t) =>
    listIndexes('service_rooms', t, {
      sortable: [t.name, t.capacity],
      searchable: [t.name, t.description],
    }),
);

import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex, sortIndex, tenantColumns } from './columns';
import { clients } from './clients';

/** Bundles of services sold at one price (registry/resources/servicePackage.ts). */
export const servicePackages = pgTable(
  'service_packages',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    /** Service ids; a service listed twice gives two uses. Emptied of a service when it is deleted. */
    services: uuid('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('service_packages_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('service_packages_business_name_idx', t, t.name),
    sortIndex('service_packages_business_price_idx', t, t.price),
    index('service_packages_service_ids_idx').using('gin', t.services),
    searchIndex('service_packages_name_search_idx', t.name),
  ],
);

/**
 * A package a client holds. What was bought is copied (name, price, services), so editing or
 * deleting the package later never changes what the client paid for.
 */
export const clientServicePackages = pgTable(
  'client_service_packages',
  {
    ...tenantColumns(),
    clientId: uuid('client_id').notNull(),
    /** The package it was bought from; not a foreign key, the package may be deleted since. */
    servicePackageId: uuid('service_package_id').notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    services: uuid('service_ids').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    // A client's packages go with the client.
    foreignKey({
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
      name: 'client_service_packages_client_fk',
    }).onDelete('cascade'),
    index('client_service_packages_client_idx').on(t.businessId, t.clientId, t.createdAt),
    index('client_service_packages_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

/** One use of one service of a held package. */
export const clientServicePackageUses = pgTable(
  'client_service_package_uses',
  {
    businessId: tenantColumns().businessId,
    id: uuid('id').notNull(),
    clientServicePackageId: uuid('client_service_package_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.clientServicePackageId],
      foreignColumns: [clientServicePackages.businessId, clientServicePackages.id],
      name: 'client_service_package_uses_package_fk',
    }).onDelete('cascade'),
    index('client_service_package_uses_package_idx').on(t.businessId, t.clientServicePackageId),
  ],
);

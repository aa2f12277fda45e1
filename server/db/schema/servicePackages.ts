import { index, text, uuid } from 'drizzle-orm/pg-core';
import { createdIndex, listIndexes, tenantKeyTable, tenantReference, tenantTable } from './columns';
import { idList, money, timestampTz } from './columnTypes';
import { clients } from './clients';

/** Bundles of services sold at one price (registry/resources/servicePackage.ts). */
export const servicePackages = tenantTable(
  'service_packages',
  {
    name: text('name').notNull(),
    /** Service ids; a service listed twice gives two uses. Emptied of a service when it is deleted. */
    services: idList('service_ids'),
    price: money('price').notNull(),
    /** Its tax band (registry/tax.ts); null: the country's standard band. */
    taxClass: text('tax_class'),
  },
  (t) => [
    ...listIndexes('service_packages', t, { sortable: [t.name, t.price], searchable: [t.name] }),
    index('service_packages_service_ids_idx').using('gin', t.services),
  ],
);

/**
 * A package a client holds. What was bought is copied (name, price, services), so editing or
 * deleting the package later never changes what the client paid for.
 */
export const clientServicePackages = tenantTable(
  'client_service_packages',
  {
    clientId: uuid('client_id').notNull(),
    /** The package it was bought from; not a foreign key, the package may be deleted since. */
    servicePackageId: uuid('service_package_id').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    services: uuid('service_ids').array().notNull(),
  },
  (t) => [
    // A client's packages go with the client.
    tenantReference(t, t.clientId, clients, 'client_service_packages_client_fk').onDelete(
      'cascade',
    ),
    index('client_service_packages_client_idx').on(t.businessId, t.clientId, t.createdAt),
    createdIndex('client_service_packages', t),
  ],
);

/** One use of one service of a held package; never changed, so it keeps no timestamps but its own. */
export const clientServicePackageUses = tenantKeyTable(
  'client_service_package_uses',
  {
    clientServicePackageId: uuid('client_service_package_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    usedAt: timestampTz('used_at').notNull().defaultNow(),
  },
  (t) => [
    tenantReference(
      t,
      t.clientServicePackageId,
      clientServicePackages,
      'client_service_package_uses_package_fk',
    ).onDelete('cascade'),
    index('client_service_package_uses_package_idx').on(t.businessId, t.clientServicePackageId),
  ],
);

import { sql } from 'drizzle-orm';
import { index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listIndexes, tenantReference, tenantTable } from './columns';
import { image } from './columnTypes';

/** Supplier categories (registry/resources/supplierCategory.ts); names are unique per business in any case. */
export const supplierCategories = tenantTable(
  'supplier_categories',
  { name: text('name').notNull() },
  (t) => [
    uniqueIndex('supplier_categories_business_name_unique').on(t.businessId, sql`lower(${t.name})`),
    ...listIndexes('supplier_categories', t, { sortable: [t.name], searchable: [t.name] }),
  ],
);

/**
 * Suppliers of a business (registry/resources/supplier.ts). The category key includes
 * `business_id`, so a supplier can only be filed under a category of its own business, and a
 * category in use cannot be deleted (no cascade: the delete hook says why first).
 */
export const suppliers = tenantTable(
  'suppliers',
  {
    fullName: text('full_name').notNull(),
    /** E.164, normalised on write. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    categoryId: uuid('category_id').notNull(),
    image: image(),
  },
  (t) => [
    tenantReference(t, t.categoryId, supplierCategories),
    ...listIndexes('suppliers', t, {
      sortable: [t.fullName, t.email],
      searchable: [t.fullName, t.phone, t.email],
    }),
    index('suppliers_category_idx').on(t.businessId, t.categoryId),
  ],
);

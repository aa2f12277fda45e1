import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex, sortIndex, tenantColumns } from './columns';

/** Supplier categories (registry/resources/supplierCategory.ts); names are unique per business in any case. */
export const supplierCategories = pgTable(
  'supplier_categories',
  { ...tenantColumns(), name: text('name').notNull() },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('supplier_categories_business_name_unique').on(t.businessId, sql`lower(${t.name})`),
    index('supplier_categories_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('supplier_categories_business_name_idx', t, t.name),
    searchIndex('supplier_categories_name_search_idx', t.name),
  ],
);

/**
 * Suppliers of a business (registry/resources/supplier.ts). The category key includes
 * `business_id`, so a supplier can only be filed under a category of its own business, and a
 * category in use cannot be deleted (no cascade: the delete hook says why first).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    ...tenantColumns(),
    fullName: text('full_name').notNull(),
    /** E.164, normalised on write. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    categoryId: uuid('category_id').notNull(),
    image: text('image'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.categoryId],
      foreignColumns: [supplierCategories.businessId, supplierCategories.id],
    }),
    index('suppliers_business_created_idx').on(t.businessId, t.createdAt),
    index('suppliers_category_idx').on(t.businessId, t.categoryId),
    sortIndex('suppliers_business_full_name_idx', t, t.fullName),
    sortIndex('suppliers_business_email_idx', t, t.email),
    searchIndex('suppliers_full_name_search_idx', t.fullName),
    searchIndex('suppliers_phone_search_idx', t.phone),
    searchIndex('suppliers_email_search_idx', t.email),
  ],
);

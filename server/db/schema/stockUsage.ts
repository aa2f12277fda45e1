import { BUSINESS_REASONS, USAGE_PURPOSES, USAGE_STATUSES } from '../../../registry/stockUsage';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { searchIndex, tenantColumns } from './columns';
import { products, productVariants } from './products';
import { warehouses } from './warehouses';

/**
 * Internal use of stock (inventory.md 3): pending until confirmed, when its lines are posted to
 * the ledger as OUT entries (referenceType `Usage`). The usage number is unique per business.
 */
export const stockUsages = pgTable(
  'stock_usages',
  {
    ...tenantColumns(),
    usageNumber: text('usage_number').notNull(),
    purpose: text('purpose', { enum: USAGE_PURPOSES }).notNull(),
    appointmentId: uuid('appointment_id'),
    businessReason: text('business_reason', { enum: BUSINESS_REASONS }),
    usageDate: date('usage_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    status: text('status', { enum: USAGE_STATUSES }).notNull().default('pending'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('stock_usages_number_unique').on(t.businessId, t.usageNumber),
    // A usage keeps its history when its appointment is deleted: the link is dropped, not the usage.
    foreignKey({
      columns: [t.businessId, t.appointmentId],
      foreignColumns: [appointments.businessId, appointments.id],
    }).onDelete('set null'),
    check(
      'stock_usages_purpose_fields',
      sql`(${t.purpose} = 'business' and ${t.businessReason} is not null and ${t.appointmentId} is null) or (${t.purpose} = 'appointment' and ${t.businessReason} is null)`,
    ),
    index('stock_usages_business_created_idx').on(t.businessId, t.createdAt, t.id),
    searchIndex('stock_usages_number_search_idx', t.usageNumber),
  ],
);

/** The lines of a usage, in the order they were entered. */
export const stockUsageItems = pgTable(
  'stock_usage_items',
  {
    ...tenantColumns(),
    usageId: uuid('usage_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.usageId],
      foreignColumns: [stockUsages.businessId, stockUsages.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.productId],
      foreignColumns: [products.businessId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.variantId],
      foreignColumns: [productVariants.businessId, productVariants.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.warehouseId],
      foreignColumns: [warehouses.businessId, warehouses.id],
    }).onDelete('cascade'),
    check('stock_usage_items_quantity_positive', sql`${t.quantity} > 0`),
    index('stock_usage_items_usage_idx').on(t.businessId, t.usageId, t.position),
  ],
);

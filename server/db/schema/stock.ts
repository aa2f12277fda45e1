import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES } from '../../../registry/stock';
import { searchIndex, tenantColumns } from './columns';
import { products, productVariants } from './products';
import { warehouses } from './warehouses';

/** Where a movement comes from; null is a manual entry (inventory.md 3, shown as Manual). */
export const REFERENCE_TYPES = [
  'PurchaseReceipt',
  'Reconciliation',
  'Transfer',
  'Sale',
  'Opening',
  'Reversal',
  'Usage',
  'SALES-RETURNS',
] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/**
 * The stock ledger: append-only (design.md 4). A row is never updated in quantity or deleted by
 * the application; a correction is a new row whose `reverses_entry_id` names the corrected one.
 * Deleting a product or warehouse removes its rows with it (cascade): a deleted warehouse holds
 * no stock, so the ledger of the others still sums to their balances.
 */
export const stockEntries = pgTable(
  'stock_entries',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    quantity: integer('quantity').notNull(),
    reference: text('reference'),
    referenceType: text('reference_type', { enum: REFERENCE_TYPES }),
    reversesEntryId: uuid('reverses_entry_id'),
    /** The user who posted the movement; null for system postings (seed, migrations). */
    createdBy: uuid('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
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
    check('stock_entries_quantity_positive', sql`${t.quantity} > 0`),
    index('stock_entries_business_created_idx').on(t.businessId, t.createdAt),
    index('stock_entries_balance_idx').on(t.businessId, t.productId, t.variantId, t.warehouseId),
    // An entry is reversed at most once, even by two concurrent deletes.
    uniqueIndex('stock_entries_reverses_unique')
      .on(t.businessId, t.reversesEntryId)
      .where(sql`${t.reversesEntryId} is not null`),
    searchIndex('stock_entries_reference_search_idx', t.reference),
    // The sales ledger's page: a business's sales and returns, newest first.
    index('stock_entries_sales_idx')
      .on(t.businessId, t.createdAt, t.id)
      .where(sql`${t.referenceType} in ('Sale', 'SALES-RETURNS')`),
  ],
);

/** The quantity on hand per (product, variant, warehouse): the ledger's sum, kept under row locks. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('stock_balances_item_unique').on(
      t.businessId,
      t.productId,
      t.variantId,
      t.warehouseId,
    ),
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
    index('stock_balances_warehouse_idx').on(t.businessId, t.warehouseId),
  ],
);

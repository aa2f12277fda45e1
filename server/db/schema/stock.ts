import { sql } from 'drizzle-orm';
import { index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES } from '../../../registry/stock';
import { createdIndex, positiveQuantity, searchIndex, tenantTable } from './columns';
import { stockItemColumns, stockItemReferences } from './stockItems';

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
 * Deleting a product or warehouse removes its rows with it (cascade).
 */
export const stockEntries = tenantTable(
  'stock_entries',
  {
    ...stockItemColumns(),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    quantity: integer('quantity').notNull(),
    reference: text('reference'),
    referenceType: text('reference_type', { enum: REFERENCE_TYPES }),
    reversesEntryId: uuid('reverses_entry_id'),
    /** The user who posted the movement; null for system postings (seed, migrations). */
    createdBy: uuid('created_by'),
  },
  (t) => [
    ...stockItemReferences(t),
    positiveQuantity('stock_entries', t),
    createdIndex('stock_entries', t),
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
export const stockBalances = tenantTable(
  'stock_balances',
  { ...stockItemColumns(), quantity: integer('quantity').notNull().default(0) },
  (t) => [
    uniqueIndex('stock_balances_item_unique').on(
      t.businessId,
      t.productId,
      t.variantId,
      t.warehouseId,
    ),
    ...stockItemReferences(t),
    index('stock_balances_warehouse_idx').on(t.businessId, t.warehouseId),
  ],
);

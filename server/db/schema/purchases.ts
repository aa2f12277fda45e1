import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PURCHASE_STATUSES, RECEIPT_STATUSES } from '../../../registry/purchases';
import { tenantColumns } from './columns';
import { products, productVariants } from './products';
import { suppliers } from './suppliers';
import { warehouses } from './warehouses';

/**
 * Purchase requests to a supplier (docs/areas/purchases.md). The supplier key has no cascade:
 * a supplier with purchases is kept (its delete hook says why first).
 */
export const purchases = pgTable(
  'purchases',
  {
    ...tenantColumns(),
    supplierId: uuid('supplier_id').notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('CREATED'),
    requiredBy: date('required_by', { mode: 'string' }),
    notes: text('notes'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.supplierId],
      foreignColumns: [suppliers.businessId, suppliers.id],
    }),
    index('purchases_business_created_idx').on(t.businessId, t.createdAt),
    index('purchases_supplier_idx').on(t.businessId, t.supplierId),
  ],
);

/**
 * The lines of a request. Prices are `numeric(14, 2)` like every price; a product deleted from
 * the catalogue takes its lines with it, as it takes its ledger rows.
 */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    ...tenantColumns(),
    purchaseId: uuid('purchase_id').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.purchaseId],
      foreignColumns: [purchases.businessId, purchases.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.productId],
      foreignColumns: [products.businessId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.variantId],
      foreignColumns: [productVariants.businessId, productVariants.id],
    }).onDelete('cascade'),
    check('purchase_items_quantity_positive', sql`${t.quantity} > 0`),
    index('purchase_items_purchase_idx').on(t.businessId, t.purchaseId),
  ],
);

/**
 * Goods received from a supplier into a warehouse. `receipt_number` is unique per business;
 * `purchase_id` names the request it was made from (Receive Purchase), if any.
 */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    ...tenantColumns(),
    receiptNumber: text('receipt_number').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    purchaseId: uuid('purchase_id'),
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    status: text('status', { enum: RECEIPT_STATUSES }).notNull().default('pending'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('purchase_receipts_number_unique').on(t.businessId, t.receiptNumber),
    uniqueIndex('purchase_receipts_purchase_unique')
      .on(t.businessId, t.purchaseId)
      .where(sql`${t.purchaseId} is not null`),
    foreignKey({
      columns: [t.businessId, t.supplierId],
      foreignColumns: [suppliers.businessId, suppliers.id],
    }),
    foreignKey({
      columns: [t.businessId, t.warehouseId],
      foreignColumns: [warehouses.businessId, warehouses.id],
    }),
    foreignKey({
      columns: [t.businessId, t.purchaseId],
      foreignColumns: [purchases.businessId, purchases.id],
    }),
    index('purchase_receipts_business_created_idx').on(t.businessId, t.createdAt),
    index('purchase_receipts_supplier_idx').on(t.businessId, t.supplierId),
    index('purchase_receipts_warehouse_idx').on(t.businessId, t.warehouseId),
  ],
);

/** A receipt's lines; `total_price` is computed by the database, so it never drifts from quantity x unit price. */
export const purchaseReceiptItems = pgTable(
  'purchase_receipt_items',
  {
    ...tenantColumns(),
    receiptId: uuid('receipt_id').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    totalPrice: numeric('total_price', { precision: 24, scale: 2 }).generatedAlwaysAs(
      sql`quantity * unit_price`,
    ),
    sellingPrice: numeric('selling_price', { precision: 14, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.receiptId],
      foreignColumns: [purchaseReceipts.businessId, purchaseReceipts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.productId],
      foreignColumns: [products.businessId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.variantId],
      foreignColumns: [productVariants.businessId, productVariants.id],
    }).onDelete('cascade'),
    check('purchase_receipt_items_quantity_positive', sql`${t.quantity} > 0`),
    index('purchase_receipt_items_receipt_idx').on(t.businessId, t.receiptId),
  ],
);

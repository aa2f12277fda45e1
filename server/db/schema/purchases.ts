import { sql } from 'drizzle-orm';
import {
  date,
  index,
  numeric,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { PURCHASE_STATUSES, RECEIPT_STATUSES } from '../../../registry/purchases';
import { createdIndex, positiveQuantity, tenantReference, tenantTable } from './columns';
import { documentColumns, ownedBy, pricedQuantity } from './rowGroups';
import { money } from './columnTypes';
import { variantColumns, variantReferences, type VariantLine } from './stockItems';
import { suppliers } from './suppliers';
import { warehouses } from './warehouses';

/**
 * Purchase requests to a supplier (docs/areas/purchases.md). The supplier key has no cascade:
 * a supplier with purchases is kept (its delete hook says why first).
 */
export const purchases = tenantTable(
  'purchases',
  {
    supplierId: uuid('supplier_id').notNull(),
    requiredBy: date('required_by', { mode: 'string' }),
    ...documentColumns(PURCHASE_STATUSES, 'CREATED'),
  },
  (t) => [
    tenantReference(t, t.supplierId, suppliers),
    createdIndex('purchases', t),
    index('purchases_supplier_idx').on(t.businessId, t.supplierId),
  ],
);

/**
 * A line of a request or a receipt goes with its document and with the product and variant it
 * names, and counts one or more.
 */
const purchaseLineKeys = (
  table: string,
  t: VariantLine & { quantity: ExtraConfigColumn },
  documentColumn: ExtraConfigColumn,
  document: { businessId: AnyPgColumn; id: AnyPgColumn },
  documentName: string,
) => [
  ...ownedBy(table, t, documentColumn, document, documentName),
  ...variantReferences(t),
  positiveQuantity(table, t),
];

/**
 * The lines of a request. Prices are `numeric(14, 2)` like every price; a product deleted from
 * the catalogue takes its lines with it, as it takes its ledger rows.
 */
export const purchaseItems = tenantTable(
  'purchase_items',
  {
    purchaseId: uuid('purchase_id').notNull(),
    ...variantColumns(),
    productName: text('product_name').notNull(),
    ...pricedQuantity(),
  },
  (t) => purchaseLineKeys('purchase_items', t, t.purchaseId, purchases, 'purchase'),
);

/**
 * Goods received from a supplier into a warehouse. `receipt_number` is unique per business;
 * `purchase_id` names the request it was made from (Receive Purchase), if any.
 */
export const purchaseReceipts = tenantTable(
  'purchase_receipts',
  {
    receiptNumber: text('receipt_number').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    purchaseId: uuid('purchase_id'),
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    ...documentColumns(RECEIPT_STATUSES, 'pending'),
  },
  (t) => [
    uniqueIndex('purchase_receipts_number_unique').on(t.businessId, t.receiptNumber),
    uniqueIndex('purchase_receipts_purchase_unique')
      .on(t.businessId, t.purchaseId)
      .where(sql`${t.purchaseId} is not null`),
    tenantReference(t, t.supplierId, suppliers),
    tenantReference(t, t.warehouseId, warehouses),
    tenantReference(t, t.purchaseId, purchases),
    createdIndex('purchase_receipts', t),
    index('purchase_receipts_supplier_idx').on(t.businessId, t.supplierId),
    index('purchase_receipts_warehouse_idx').on(t.businessId, t.warehouseId),
  ],
);

/** A receipt's lines; `total_price` is computed by the database, so it never drifts from quantity x unit price. */
export const purchaseReceiptItems = tenantTable(
  'purchase_receipt_items',
  {
    receiptId: uuid('receipt_id').notNull(),
    ...variantColumns(),
    ...pricedQuantity(),
    totalPrice: numeric('total_price', { precision: 24, scale: 2 }).generatedAlwaysAs(
      sql`quantity * unit_price`,
    ),
    sellingPrice: money('selling_price'),
  },
  (t) => purchaseLineKeys('purchase_receipt_items', t, t.receiptId, purchaseReceipts, 'receipt'),
);

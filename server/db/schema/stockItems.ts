import { uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { tenantReference } from './columns';
import { products, productVariants } from './products';
import { warehouses } from './warehouses';

/** What a purchase line buys: a variant of a product. */
export const variantColumns = () => ({
  productId: uuid('product_id').notNull(),
  variantId: uuid('variant_id').notNull(),
});

/** What a stock line counts: a variant of a product, in a warehouse. */
export const stockItemColumns = () => ({
  ...variantColumns(),
  warehouseId: uuid('warehouse_id').notNull(),
});

export type VariantLine = {
  businessId: ExtraConfigColumn;
  productId: ExtraConfigColumn;
  variantId: ExtraConfigColumn;
};

/** A line goes with its product and variant when the catalogue deletes them. */
export const variantReferences = (t: VariantLine) => [
  tenantReference(t, t.productId, products).onDelete('cascade'),
  tenantReference(t, t.variantId, productVariants).onDelete('cascade'),
];

/**
 * A stock line goes with its product, variant and warehouse: a deleted warehouse holds no
 * stock, so the ledger of the others still sums to their balances.
 */
export const stockItemReferences = (t: VariantLine & { warehouseId: ExtraConfigColumn }) => [
  ...variantReferences(t),
  tenantReference(t, t.warehouseId, warehouses).onDelete('cascade'),
];

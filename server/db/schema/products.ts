import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../../../registry/products';
import { listIndexes, ratingRange, searchIndex, tenantReference, tenantTable } from './columns';
import { ownedBy } from './rowGroups';
import { fileList, jsonList, money } from './columnTypes';

/** Sale and in-store products (inventory.md 3). */
export const products = tenantTable(
  'products',
  {
    title: text('title').notNull(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    product_type: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    in_store: boolean('in_store').notNull().default(false),
    short_description: text('short_description').notNull(),
    description: text('description'),
    images: fileList('images'),
    /** `[{ attr_name, attr_value }]`; brand, manufacturer and weight are read specially. */
    attributes: jsonList('attributes'),
    categoryId: uuid('category_id'),
    salesWarehouseId: uuid('sales_warehouse_id'),
    /** `[{ option_name_id, option_values: [valueId] }]`. */
    option_set: jsonList('option_set'),
    /** Its tax band (registry/tax.ts); null: the country's standard band. */
    tax_class: text('tax_class'),
    /** KRA's item classification code for eTIMS; null: the product's default for goods. */
    kra_item_class_code: text('kra_item_class_code'),
  },
  (t) => [
    ...listIndexes('products', t, { searchable: [t.title] }),
    index('products_category_idx').on(t.businessId, t.categoryId),
  ],
);

/** A product's sellable variants; a simple product has exactly one. Stock positions mirror the balances. */
export const productVariants = tenantTable(
  'product_variants',
  {
    productId: uuid('product_id').notNull(),
    /** Position in the product's variant list (images upload in this order). */
    position: integer('position').notNull().default(0),
    sku: text('sku'),
    images: fileList('images'),
    /** `[{ option_name_id, option_value_id }]`. */
    options: jsonList('options'),
    stock_position: integer('stock_position').notNull().default(0),
    sales_stock_position: integer('sales_stock_position').notNull().default(0),
    monitor_stock: boolean('monitor_stock').notNull().default(true),
    supply_price: money('supply_price').notNull().default('0'),
    retail_price: money('retail_price').notNull().default('0'),
    last_price: money('last_price').notNull().default('0'),
    weight: numeric('weight', { precision: 12, scale: 3 }),
    length: numeric('length', { precision: 12, scale: 2 }),
    width: numeric('width', { precision: 12, scale: 2 }),
    height: numeric('height', { precision: 12, scale: 2 }),
  },
  (t) => [
    ...ownedBy('product_variants', t, t.productId, products, 'product', t.position),
    // The product list's `q` also matches skus.
    searchIndex('product_variants_sku_search_idx', t.sku),
    // A SKU names one variant in a business; a variant without one (null or empty) names none.
    uniqueIndex('product_variants_sku_unique_idx')
      .on(t.businessId, t.sku)
      .where(sql`${t.sku} is not null and ${t.sku} <> ''`),
  ],
);

/** Product categories, nested by `parent` (registry/resources/productCategory.ts). */
export const productCategories = tenantTable(
  'product_categories',
  {
    category_name: text('category_name').notNull(),
    category_description: text('category_description'),
    parent: uuid('parent_id'),
  },
  (t) => [
    // A category with sub-categories cannot be deleted (server/catalogue/categoryHooks.ts).
    tenantReference(t, t.parent, t),
    ...listIndexes('product_categories', t, { sortable: [t.category_name] }),
    index('product_categories_parent_idx').on(t.businessId, t.parent),
    // Its search index was named before the `<table>_<column>_search_idx` rule; the name stays.
    searchIndex('product_categories_name_search_idx', t.category_name),
  ],
);

/** Product options (Size, Colour...); their values live in product_option_values. */
export const productOptions = tenantTable(
  'product_options',
  { option_name: text('option_name').notNull() },
  (t) => [
    uniqueIndex('product_options_name_unique').on(t.businessId, sql`lower(${t.option_name})`),
    ...listIndexes('product_options', t),
    // Its search index was named before the `<table>_<column>_search_idx` rule; the name stays.
    searchIndex('product_options_name_search_idx', t.option_name),
  ],
);

export const productOptionValues = tenantTable(
  'product_option_values',
  {
    optionId: uuid('option_id').notNull(),
    value: text('value').notNull(),
    /** Order in which the values were entered. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantReference(t, t.optionId, productOptions).onDelete('cascade'),
    uniqueIndex('product_option_values_value_unique').on(
      t.businessId,
      t.optionId,
      sql`lower(${t.value})`,
    ),
  ],
);

/** Reviews left on a product (POST /v1/product/{id}/review). */
export const productReviews = tenantTable(
  'product_reviews',
  {
    productId: uuid('product_id').notNull(),
    userId: uuid('user_id').notNull(),
    comment: text('comment').notNull(),
    rating: integer('rating').notNull(),
  },
  (t) => [
    ...ownedBy('product_reviews', t, t.productId, products, 'product'),
    ratingRange('product_reviews', t),
  ],
);

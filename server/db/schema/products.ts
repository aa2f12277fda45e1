import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../../../registry/products';
import { searchIndex, sortIndex, tenantColumns } from './columns';

/** Sale and in-store products (inventory.md 3). */
export const products = pgTable(
  'products',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    product_type: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    in_store: boolean('in_store').notNull().default(false),
    short_description: text('short_description').notNull(),
    description: text('description'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `[{ attr_name, attr_value }]`; brand, manufacturer and weight are read specially. */
    attributes: jsonb('attributes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    categoryId: uuid('category_id'),
    salesWarehouseId: uuid('sales_warehouse_id'),
    /** `[{ option_name_id, option_values: [valueId] }]`. */
    option_set: jsonb('option_set')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('products_business_created_idx').on(t.businessId, t.createdAt),
    searchIndex('products_title_search_idx', t.title),
    index('products_category_idx').on(t.businessId, t.categoryId),
  ],
);

/** A product's sellable variants; a simple product has exactly one. Stock positions mirror the balances. */
export const productVariants = pgTable(
  'product_variants',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    /** Position in the product's variant list (images upload in this order). */
    position: integer('position').notNull().default(0),
    sku: text('sku'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `[{ option_name_id, option_value_id }]`. */
    options: jsonb('options')
      .notNull()
      .default(sql`'[]'::jsonb`),
    stock_position: integer('stock_position').notNull().default(0),
    sales_stock_position: integer('sales_stock_position').notNull().default(0),
    monitor_stock: boolean('monitor_stock').notNull().default(true),
    supply_price: numeric('supply_price', { precision: 14, scale: 2 }).notNull().default('0'),
    retail_price: numeric('retail_price', { precision: 14, scale: 2 }).notNull().default('0'),
    last_price: numeric('last_price', { precision: 14, scale: 2 }).notNull().default('0'),
    weight: numeric('weight', { precision: 12, scale: 3 }),
    length: numeric('length', { precision: 12, scale: 2 }),
    width: numeric('width', { precision: 12, scale: 2 }),
    height: numeric('height', { precision: 12, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.productId],
      foreignColumns: [products.businessId, products.id],
    }).onDelete('cascade'),
    index('product_variants_product_idx').on(t.businessId, t.productId, t.position),
    // The product list's `q` also matches skus.
    searchIndex('product_variants_sku_search_idx', t.sku),
    // A SKU names one variant in a business; a variant without one (null or empty) names none.
    uniqueIndex('product_variants_sku_unique_idx')
      .on(t.businessId, t.sku)
      .where(sql`${t.sku} is not null and ${t.sku} <> ''`),
  ],
);

/** Product categories, nested by `parent` (registry/resources/productCategory.ts). */
export const productCategories = pgTable(
  'product_categories',
  {
    ...tenantColumns(),
    category_name: text('category_name').notNull(),
    category_description: text('category_description'),
    parent: uuid('parent_id'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    // A category with sub-categories cannot be deleted (server/catalogue/categoryHooks.ts).
    foreignKey({ columns: [t.businessId, t.parent], foreignColumns: [t.businessId, t.id] }),
    index('product_categories_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('product_categories_business_category_name_idx', t, t.category_name),
    index('product_categories_parent_idx').on(t.businessId, t.parent),
    searchIndex('product_categories_name_search_idx', t.category_name),
  ],
);

/** Product options (Size, Colour...); their values live in product_option_values. */
export const productOptions = pgTable(
  'product_options',
  { ...tenantColumns(), option_name: text('option_name').notNull() },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('product_options_name_unique').on(t.businessId, sql`lower(${t.option_name})`),
    index('product_options_business_created_idx').on(t.businessId, t.createdAt),
    searchIndex('product_options_name_search_idx', t.option_name),
  ],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    ...tenantColumns(),
    optionId: uuid('option_id').notNull(),
    value: text('value').notNull(),
    /** Order in which the values were entered. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.optionId],
      foreignColumns: [productOptions.businessId, productOptions.id],
    }).onDelete('cascade'),
    uniqueIndex('product_option_values_value_unique').on(
      t.businessId,
      t.optionId,
      sql`lower(${t.value})`,
    ),
  ],
);

/** Reviews left on a product (POST /v1/product/{id}/review). */
export const productReviews = pgTable(
  'product_reviews',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    userId: uuid('user_id').notNull(),
    comment: text('comment').notNull(),
    rating: integer('rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.productId],
      foreignColumns: [products.businessId, products.id],
    }).onDelete('cascade'),
    index('product_reviews_product_idx').on(t.businessId, t.productId),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

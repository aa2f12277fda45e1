import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchIndex, tenantColumns } from './columns';
import { products } from './inventory';

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
    foreignKey({ columns: [t.businessId, t.optionId], foreignColumns: [productOptions.businessId, productOptions.id] }).onDelete('cascade'),
    uniqueIndex('product_option_values_value_unique').on(t.businessId, t.optionId, sql`lower(${t.value})`),
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
    foreignKey({ columns: [t.businessId, t.productId], foreignColumns: [products.businessId, products.id] }).onDelete('cascade'),
    index('product_reviews_product_idx').on(t.businessId, t.productId),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

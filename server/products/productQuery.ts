import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  not,
  or,
  type SQL,
} from 'drizzle-orm';
import { businessRowsMatching, hasChildRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { productCategories, products, productVariants } from '../db/schema';
import { badRequest } from '../http/errors';
import { isUuid } from '../http/ids';
import { likePattern, parsePaging, queryText } from '../http/paging';

/** Which products a path serves: every product, or the sale (not in-store) ones of /v1/sale-product. */
export type ProductScope = 'all' | 'sale';

const LIST_KEYS = [
  'businessId',
  'page',
  'limit',
  'sort',
  'dateStart',
  'dateEnd',
  'stock',
  'category',
  'q',
  'productId',
];
const STOCK_FILTERS = ['all', 'in_stock', 'out_stock', 'variant', 'non_variant'];
const SORTS = {
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  title: products.title,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A `dateStart`/`dateEnd` bound; a bare end day includes that whole day (UTC). */
const dateBound = (value: string | undefined, end: boolean): SQL | undefined => {
  if (value === undefined || value === '') return undefined;
  const isDay = DAY.test(value);
  const date = new Date(isDay ? `${value}T00:00:00Z` : value);
  if ((!isDay && !DATE_TIME.test(value)) || Number.isNaN(date.getTime()))
    throw badRequest('saluni.catalogue.product.invalidDate');
  if (!end) return gte(products.createdAt, date);
  return isDay
    ? lt(products.createdAt, new Date(date.getTime() + 86_400_000))
    : lte(products.createdAt, date);
};

const hasVariant = (db: Database, condition: SQL) =>
  hasChildRow(db, productVariants, productVariants.productId, products, condition);

/** The product conditions of a scope: the sale path never sees in-store products. */
export const scopeCondition = (businessId: string, scope: ProductScope) =>
  and(
    eq(products.businessId, businessId),
    scope === 'sale' ? eq(products.in_store, false) : undefined,
  )!;

/**
 * Reads a product list query (docs/areas/catalogue.md): paging, sort, date range on createdAt,
 * inStore (not on the sale path), stock, category (itself or its direct children) and q (title
 * or sku). Unknown keys are a 400.
 */
export const parseProductQuery = (
  db: Database,
  businessId: string,
  scope: ProductScope,
  query: Record<string, unknown>,
) => {
  const { page, limit } = parsePaging(
    query,
    scope === 'all' ? [...LIST_KEYS, 'inStore'] : LIST_KEYS,
  );
  const conditions: (SQL | undefined)[] = [
    scopeCondition(businessId, scope),
    dateBound(queryText(query, 'dateStart'), false),
    dateBound(queryText(query, 'dateEnd'), true),
  ];

  const inStore = queryText(query, 'inStore');
  if (inStore !== undefined && inStore !== '') {
    if (inStore !== 'true' && inStore !== 'false')
      throw badRequest('saluni.validation.invalidQuery');
    conditions.push(eq(products.in_store, inStore === 'true'));
  }
  const stock = queryText(query, 'stock') || 'all';
  if (!STOCK_FILTERS.includes(stock))
    throw badRequest('saluni.validation.invalidChoice', { choices: STOCK_FILTERS.join(', ') });
  if (stock === 'in_stock') conditions.push(hasVariant(db, gt(productVariants.stock_position, 0)));
  if (stock === 'out_stock')
    conditions.push(not(hasVariant(db, gt(productVariants.stock_position, 0))));
  if (stock === 'variant' || stock === 'non_variant')
    conditions.push(eq(products.product_type, stock === 'variant' ? 'variant' : 'simple'));

  const category = queryText(query, 'category');
  if (category) {
    if (!isUuid(category)) throw badRequest('saluni.validation.invalidQuery');
    const children = db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(businessRowsMatching(productCategories, businessId, { parent: category }));
    conditions.push(or(eq(products.categoryId, category), inArray(products.categoryId, children)));
  }
  const term = queryText(query, 'q')?.trim();
  if (term)
    conditions.push(
      or(
        ilike(products.title, likePattern(term)),
        hasVariant(db, ilike(productVariants.sku, likePattern(term))),
      ),
    );

  const sortText = queryText(query, 'sort') || '-createdAt';
  const field = sortText.replace(/^[-+]/, '');
  if (!Object.hasOwn(SORTS, field)) throw badRequest('saluni.validation.invalidSort', { field });
  const direction: 1 | -1 = sortText.startsWith('-') ? -1 : 1;
  const column = SORTS[field as keyof typeof SORTS];
  const orderBy =
    direction === 1 ? [asc(column), asc(products.id)] : [desc(column), desc(products.id)];

  return { page, limit, where: and(...conditions)!, orderBy, sort: { field, direction } };
};

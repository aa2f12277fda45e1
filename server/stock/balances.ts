import { and, asc, eq, sql } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { products, productVariants, stockBalances, warehouses } from '../db/schema';
import { notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';

/**
 * The product and the variant a stock write's body means, by its item code (the product) and
 * variant: 422 when either is not in the business.
 */
export const resolveVariant = async (
  db: Database,
  businessId: string,
  { itemCode: productId, variantId }: { itemCode: string; variantId?: string },
) => {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(businessRow(products, businessId, productId));
  if (!product) throw validationFailed({ itemCode: text('saluni.validation.referenceNotFound') });
  const variants = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(businessRowsMatching(productVariants, businessId, { productId }));
  if (variantId === undefined) {
    // With exactly one variant it is implied; with more the caller must choose (inventory.md 5).
    if (variants.length !== 1)
      throw validationFailed({ variantId: text('saluni.spec.validation.fieldRequired') });
    return { productId, variantId: variants[0]!.id };
  }
  if (!variants.some((variant) => variant.id === variantId))
    throw validationFailed({ variantId: text('saluni.validation.referenceNotFound') });
  return { productId, variantId };
};

/** Reads the ids of a query whose keys the route declares; ids must be ids. */
export const readIds = <K extends string>(
  query: Record<string, unknown>,
  required: K[],
  optional: K[] = [],
) => {
  const ids = {} as Record<K, string | undefined>;
  for (const key of [...required, ...optional]) {
    const value = query[key];
    if (value === undefined || value === '') {
      if (required.includes(key))
        throw validationFailed({ [key]: text('saluni.spec.validation.fieldRequired') });
      continue;
    }
    if (!isUuid(value)) throw validationFailed({ [key]: text('saluni.validation.mustBeId') });
    ids[key] = value;
  }
  return ids;
};

const warehouseExists = preparedStatement((db) =>
  db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(businessRow(warehouses, sql.placeholder('businessId'), sql.placeholder('warehouseId')))
    .prepare('saluni_stock_warehouse_exists'),
);
const productExists = preparedStatement((db) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(businessRow(products, sql.placeholder('businessId'), sql.placeholder('productId')))
    .prepare('saluni_stock_product_exists'),
);
const onHand = (variant: boolean) =>
  preparedStatement((db) =>
    db
      .select({ quantity: sql<number>`coalesce(sum(${stockBalances.quantity}), 0)::int` })
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.businessId, sql.placeholder('businessId')),
          eq(stockBalances.productId, sql.placeholder('productId')),
          eq(stockBalances.warehouseId, sql.placeholder('warehouseId')),
          variant ? eq(stockBalances.variantId, sql.placeholder('variantId')) : undefined,
        ),
      )
      .prepare(variant ? 'saluni_stock_on_hand_of_variant' : 'saluni_stock_on_hand_of_product'),
  );
const onHandOfVariant = onHand(true);
const onHandOfProduct = onHand(false);

/**
 * `GET /v1/stock/balance`: on hand in one warehouse, for a variant or all of the product's
 * variants. Its statements are prepared: stock screens ask for balances again and again.
 */
export const balanceOf = async (
  db: Database,
  businessId: string,
  productId: string,
  warehouseId: string,
  variantId?: string,
) => {
  if (!(await warehouseExists(db).execute({ businessId, warehouseId })).length) throw notFound();
  if (!(await productExists(db).execute({ businessId, productId })).length) throw notFound();
  const [row] = variantId
    ? await onHandOfVariant(db).execute({ businessId, productId, warehouseId, variantId })
    : await onHandOfProduct(db).execute({ businessId, productId, warehouseId });
  return {
    itemCode: productId,
    variantId: variantId ?? null,
    warehouseId,
    quantity: Number(row?.quantity ?? 0),
  };
};

/** `GET /v1/stock/warehouse-balance`: every warehouse of the business with what it holds of the product. */
export const warehouseBalances = async (
  db: Database,
  businessId: string,
  productId: string,
  variantId?: string,
) => {
  const [product] = await db
    .select({ id: products.id, salesWarehouseId: products.salesWarehouseId })
    .from(products)
    .where(businessRow(products, businessId, productId));
  if (!product) throw notFound();
  const rows = await db
    .select({
      id: warehouses.id,
      name: warehouses.name,
      location: warehouses.location,
      quantity: sql<number>`coalesce(sum(${stockBalances.quantity}), 0)::int`,
    })
    .from(warehouses)
    .leftJoin(
      stockBalances,
      and(
        eq(stockBalances.businessId, warehouses.businessId),
        eq(stockBalances.warehouseId, warehouses.id),
        eq(stockBalances.productId, productId),
        variantId ? eq(stockBalances.variantId, variantId) : undefined,
      ),
    )
    .where(eq(warehouses.businessId, businessId))
    .groupBy(warehouses.id, warehouses.name, warehouses.location)
    .orderBy(asc(warehouses.name));
  const balances = rows.map((row) => ({
    warehouse: { _id: row.id, name: row.name, location: row.location },
    quantity: Number(row.quantity),
  }));
  return {
    itemCode: productId,
    variantId: variantId ?? null,
    salesWarehouseId: product.salesWarehouseId,
    total: balances.reduce((sum, balance) => sum + balance.quantity, 0),
    balances,
  };
};

/**
 * `GET /v1/stock/items`: the business's products with their variants, for the stock dialogs'
 * pickers (the stock screens need no more of the catalogue than this).
 */
export const stockItems = async (db: Database, businessId: string) => {
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      salesWarehouseId: products.salesWarehouseId,
      variantId: productVariants.id,
      sku: productVariants.sku,
      position: productVariants.position,
      retailPrice: productVariants.retail_price,
      supplyPrice: productVariants.supply_price,
    })
    .from(products)
    .innerJoin(
      productVariants,
      businessRowsMatching(productVariants, products.businessId, { productId: products.id }),
    )
    .where(eq(products.businessId, businessId))
    .orderBy(asc(products.title), asc(products.id), asc(productVariants.position));
  const items = new Map<
    string,
    {
      _id: string;
      title: string;
      salesWarehouseId: string | null;
      variants: { _id: string; sku: string | null; retail_price: number; supply_price: number }[];
    }
  >();
  for (const row of rows) {
    const item = items.get(row.productId) ?? {
      _id: row.productId,
      title: row.title,
      salesWarehouseId: row.salesWarehouseId,
      variants: [],
    };
    item.variants.push({
      _id: row.variantId,
      sku: row.sku,
      retail_price: Number(row.retailPrice),
      supply_price: Number(row.supplyPrice),
    });
    items.set(row.productId, item);
  }
  return [...items.values()];
};

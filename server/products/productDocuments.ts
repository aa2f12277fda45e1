import type { TaxBand } from '../../registry/tax';
import type { Product, Variant } from '../../registry/products';
import { businessRowsMatching } from '../db/businessRows';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  productCategories,
  productOptions,
  productOptionValues,
  products,
  productVariants,
  warehouses,
} from '../db/schema';
import { childrenOf } from './categoryHooks';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** Stored forms of the jsonb columns. */
export interface StoredOptionSet {
  option_name_id: string;
  option_values: string[];
}
export interface StoredVariantOption {
  option_name_id: string;
  option_value_id: string;
}
export interface Attribute {
  attr_name: string;
  attr_value: string;
}

/** Names of the options and values the documents mention, loaded once per reply. */
interface OptionNames {
  options: Map<string, string>;
  values: Map<string, string>;
}

const loadOptionNames = async (
  db: Database,
  businessId: string,
  optionIds: string[],
  valueIds: string[],
): Promise<OptionNames> => {
  const [options, values] = await Promise.all([
    optionIds.length
      ? db
          .select({ id: productOptions.id, name: productOptions.option_name })
          .from(productOptions)
          .where(businessRowsMatching(productOptions, businessId, { id: optionIds }))
      : [],
    valueIds.length
      ? db
          .select({ id: productOptionValues.id, value: productOptionValues.value })
          .from(productOptionValues)
          .where(businessRowsMatching(productOptionValues, businessId, { id: valueIds }))
      : [],
  ]);
  return {
    options: new Map(options.map((row) => [row.id, row.name])),
    values: new Map(values.map((row) => [row.id, row.value])),
  };
};

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

const variantDocument = (row: VariantRow, names: OptionNames): Variant => ({
  _id: row.id,
  productId: row.productId,
  sku: row.sku,
  images: row.images,
  options: (row.options as StoredVariantOption[]).map((option) => ({
    option_name_id: {
      _id: option.option_name_id,
      option_name: names.options.get(option.option_name_id) ?? null,
    },
    option_value_id: {
      _id: option.option_value_id,
      value: names.values.get(option.option_value_id) ?? null,
    },
  })),
  stock: {
    stock_position: row.stock_position,
    sales_stock_position: row.sales_stock_position,
    monitor_stock: row.monitor_stock,
  },
  pricing: {
    supply_price: Number(row.supply_price),
    retail_price: Number(row.retail_price),
    last_price: Number(row.last_price),
  },
  shipping: {
    weight: numberOrNull(row.weight),
    dimensions: {
      length: numberOrNull(row.length),
      width: numberOrNull(row.width),
      height: numberOrNull(row.height),
    },
  },
  isAvailable: row.stock_position > 0,
});

/** Ids of every option and value the rows mention. */
const mentionedOptions = (productRows: ProductRow[], variantRows: VariantRow[]) => {
  const optionIds = new Set<string>();
  const valueIds = new Set<string>();
  for (const row of productRows) {
    for (const entry of row.option_set as StoredOptionSet[]) {
      optionIds.add(entry.option_name_id);
      entry.option_values.forEach((value) => valueIds.add(value));
    }
  }
  for (const row of variantRows) {
    for (const option of row.options as StoredVariantOption[]) {
      optionIds.add(option.option_name_id);
      valueIds.add(option.option_value_id);
    }
  }
  return { optionIds: [...optionIds], valueIds: [...valueIds] };
};

/** Variant documents of `variantRows` (any products of one business). */
export const variantDocuments = async (
  db: Database,
  businessId: string,
  variantRows: VariantRow[],
) => {
  const { optionIds, valueIds } = mentionedOptions([], variantRows);
  const names = await loadOptionNames(db, businessId, optionIds, valueIds);
  return variantRows.map((row) => variantDocument(row, names));
};

/** The variants of some products, in their position order. */
export const variantsOf = (db: Database, businessId: string, productIds: string[]) =>
  productIds.length
    ? db
        .select()
        .from(productVariants)
        .where(businessRowsMatching(productVariants, businessId, { productId: productIds }))
        .orderBy(asc(productVariants.position), asc(productVariants.id))
    : Promise.resolve([] as VariantRow[]);

/**
 * Product documents (docs/areas/catalogue.md): variants, category with its children, the sales
 * warehouse and option names, each loaded with one query for the whole page.
 */
export const productDocuments = async (
  db: Database,
  businessId: string,
  rows: ProductRow[],
): Promise<Product[]> => {
  if (!rows.length) return [];
  const categoryIds = [
    ...new Set(
      rows.map((row) => row.categoryId).filter((value): value is string => value !== null),
    ),
  ];
  const warehouseIds = [
    ...new Set(
      rows.map((row) => row.salesWarehouseId).filter((value): value is string => value !== null),
    ),
  ];
  const [variantRows, categoryRows, children, warehouseRows] = await Promise.all([
    variantsOf(
      db,
      businessId,
      rows.map((row) => row.id),
    ),
    categoryIds.length
      ? db
          .select({ id: productCategories.id, name: productCategories.category_name })
          .from(productCategories)
          .where(businessRowsMatching(productCategories, businessId, { id: categoryIds }))
      : [],
    childrenOf(db, businessId, categoryIds),
    warehouseIds.length
      ? db
          .select({ id: warehouses.id, name: warehouses.name, location: warehouses.location })
          .from(warehouses)
          .where(businessRowsMatching(warehouses, businessId, { id: warehouseIds }))
      : [],
  ]);
  const { optionIds, valueIds } = mentionedOptions(rows, variantRows);
  const names = await loadOptionNames(db, businessId, optionIds, valueIds);
  const categories = new Map(
    categoryRows.map((row) => [
      row.id,
      { _id: row.id, category_name: row.name, children: children.get(row.id) ?? [] },
    ]),
  );
  const salesWarehouses = new Map(
    warehouseRows.map((row) => [row.id, { _id: row.id, name: row.name, location: row.location }]),
  );

  return rows.map((row) => {
    const variants = variantRows
      .filter((variant) => variant.productId === row.id)
      .map((variant) => variantDocument(variant, names));
    return {
      _id: row.id,
      businessId: row.businessId,
      title: row.title,
      status: row.status,
      product_type: row.product_type,
      in_store: row.in_store,
      short_description: row.short_description,
      description: row.description,
      images: row.images,
      attributes: row.attributes as Attribute[],
      category: (row.categoryId && categories.get(row.categoryId)) || null,
      salesWarehouse: (row.salesWarehouseId && salesWarehouses.get(row.salesWarehouseId)) || null,
      tax_class: row.tax_class as TaxBand | null,
      kra_item_class_code: row.kra_item_class_code,
      option_set: (row.option_set as StoredOptionSet[]).map((entry) => ({
        option_name_id: {
          _id: entry.option_name_id,
          option_name: names.options.get(entry.option_name_id) ?? null,
        },
        option_values: entry.option_values.map((value) => ({
          _id: value,
          value: names.values.get(value) ?? null,
        })),
      })),
      variants,
      isAvailable: variants.some((variant) => variant.isAvailable),
      skus: variants.map((variant) => variant.sku).filter((sku): sku is string => Boolean(sku)),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
};

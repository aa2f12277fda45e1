import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../../../server/db/database';
import {
  products,
  productVariants,
  stockBalances,
  stockEntries,
  warehouses,
} from '../../../server/db/schema';

export interface StockProduct {
  productId: string;
  variantIds: string[];
}

/**
 * A product with `variants` variants, written straight to the database: the stock area's tests
 * need products, whose screens and routes belong to the catalogue.
 */
export const insertProduct = async (
  database: OpenDatabase,
  businessId: string,
  options: {
    title?: string;
    variants?: number;
    salesWarehouseId?: string;
    retailPrice?: string;
  } = {},
): Promise<StockProduct> => {
  const productId = uuidv7();
  const count = options.variants ?? 1;
  await database.db.insert(products).values({
    businessId,
    id: productId,
    title: options.title ?? `Shampoo ${productId.slice(-6)}`,
    product_type: count > 1 ? 'variant' : 'simple',
    short_description: 'For tests',
    salesWarehouseId: options.salesWarehouseId ?? null,
  });
  const variantIds = Array.from({ length: count }, () => uuidv7());
  await database.db.insert(productVariants).values(
    variantIds.map((id, position) => ({
      businessId,
      id,
      productId,
      position,
      sku: `SKU-${id.slice(-6)}`,
      retail_price: options.retailPrice ?? '0',
    })),
  );
  return { productId, variantIds };
};

export const insertWarehouse = async (
  database: OpenDatabase,
  businessId: string,
  name = `Store ${uuidv7().slice(-6)}`,
): Promise<string> => {
  const id = uuidv7();
  await database.db.insert(warehouses).values({ businessId, id, name });
  return id;
};

export const generalWarehouseOf = async (
  database: OpenDatabase,
  businessId: string,
): Promise<string> => {
  const [row] = await database.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.businessId, businessId), eq(warehouses.name, 'General')));
  if (!row) throw new Error('business has no General warehouse');
  return row.id;
};

export const balanceOf = async (
  database: OpenDatabase,
  businessId: string,
  variantId: string,
  warehouseId: string,
): Promise<number> => {
  const [row] = await database.db
    .select({ quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.businessId, businessId),
        eq(stockBalances.variantId, variantId),
        eq(stockBalances.warehouseId, warehouseId),
      ),
    );
  return row?.quantity ?? 0;
};

export const entryCount = async (database: OpenDatabase, businessId: string): Promise<number> =>
  (
    await database.db
      .select({ id: stockEntries.id })
      .from(stockEntries)
      .where(eq(stockEntries.businessId, businessId))
  ).length;

export const positionsOf = async (
  database: OpenDatabase,
  businessId: string,
  variantId: string,
) => {
  const [row] = await database.db
    .select({ stock: productVariants.stock_position, sales: productVariants.sales_stock_position })
    .from(productVariants)
    .where(and(eq(productVariants.businessId, businessId), eq(productVariants.id, variantId)));
  return row!;
};

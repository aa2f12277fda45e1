import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { products, productVariants, suppliers, warehouses } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';

export interface ItemTarget {
  productId: string;
  variantId: string;
}

const refused = (field: string) =>
  validationFailed({ [field]: text('saluni.validation.referenceNotFound') });

/** 422 on `field` unless the supplier belongs to the business. */
export const checkSupplier = async (
  db: Database,
  businessId: string,
  supplierId: string,
  field: string,
) => {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.businessId, businessId), eq(suppliers.id, supplierId)));
  if (!row) throw refused(field);
};

/** 422 on `field` unless the warehouse belongs to the business. */
export const checkWarehouse = async (
  db: Database,
  businessId: string,
  warehouseId: string,
  field: string,
) => {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.businessId, businessId), eq(warehouses.id, warehouseId)));
  if (!row) throw refused(field);
};

/**
 * 422 on `items` unless every line's product is the business's and its variant that product's.
 * Answers each product's title, the purchase line's default name.
 */
export const checkItemTargets = async (
  db: Database,
  businessId: string,
  items: ItemTarget[],
): Promise<Map<string, string>> => {
  const variantIds = [...new Set(items.map((item) => item.variantId))];
  const rows = await db
    .select({ variantId: productVariants.id, productId: products.id, title: products.title })
    .from(productVariants)
    .innerJoin(
      products,
      and(
        eq(products.businessId, productVariants.businessId),
        eq(products.id, productVariants.productId),
      ),
    )
    .where(
      and(eq(productVariants.businessId, businessId), inArray(productVariants.id, variantIds)),
    );
  const productOf = new Map(rows.map((row) => [row.variantId, row.productId]));
  for (const item of items)
    if (productOf.get(item.variantId) !== item.productId) throw refused('items');
  return new Map(rows.map((row) => [row.productId, row.title]));
};

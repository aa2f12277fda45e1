import { businessRowsMatching, hasBusinessRow, joinReferenced } from '../db/businessRows';
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

/** 422 on `field` unless the supplier or warehouse it names belongs to the business. */
export const checkReference = async (
  db: Database,
  table: typeof suppliers | typeof warehouses,
  businessId: string,
  id: string,
  field: string,
) => {
  if (!(await hasBusinessRow(db, table, businessId, id))) throw refused(field);
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
    .innerJoin(products, joinReferenced(products, productVariants.productId))
    .where(businessRowsMatching(productVariants, businessId, { id: variantIds }));
  const productOf = new Map(rows.map((row) => [row.variantId, row.productId]));
  for (const item of items)
    if (productOf.get(item.variantId) !== item.productId) throw refused('items');
  return new Map(rows.map((row) => [row.productId, row.title]));
};

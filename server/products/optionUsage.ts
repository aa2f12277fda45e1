import { and, eq, exists, or, sql } from 'drizzle-orm';
import { businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { products, productVariants } from '../db/schema';

const contains = (
  column: typeof products.option_set | typeof productVariants.options,
  value: unknown,
) => sql`${column} @> ${JSON.stringify(value)}::jsonb`;

const firstTitle = async (
  db: Database,
  businessId: string,
  variantMatch: ReturnType<typeof contains>,
  productMatch: ReturnType<typeof contains>,
) => {
  const variantUses = db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      businessRowsMatching(productVariants, businessId, { productId: products.id }, variantMatch),
    );
  const [row] = await db
    .select({ title: products.title })
    .from(products)
    .where(and(eq(products.businessId, businessId), or(productMatch, exists(variantUses))))
    .orderBy(products.createdAt)
    .limit(1);
  return row?.title;
};

/** The title of a product whose option set or variants use the option value, if any. */
export const productUsingValue = (db: Database, businessId: string, valueId: string) =>
  firstTitle(
    db,
    businessId,
    contains(productVariants.options, [{ option_value_id: valueId }]),
    contains(products.option_set, [{ option_values: [valueId] }]),
  );

/** The title of a product whose option set or variants use the option, if any. */
export const productUsingOption = (db: Database, businessId: string, optionId: string) =>
  firstTitle(
    db,
    businessId,
    contains(productVariants.options, [{ option_name_id: optionId }]),
    contains(products.option_set, [{ option_name_id: optionId }]),
  );

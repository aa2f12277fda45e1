import { and, eq } from 'drizzle-orm';
import { products, productVariants } from './schema';

/** Joins a variant to its product: the same business, and the product the variant belongs to. */
export const variantProduct = and(
  eq(products.businessId, productVariants.businessId),
  eq(products.id, productVariants.productId),
);

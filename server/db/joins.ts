import { joinReferenced } from './businessRows';
import { products, productVariants } from './schema';

/** Joins a variant to its product: the same business, and the product the variant belongs to. */
export const variantProduct = joinReferenced(products, productVariants.productId);

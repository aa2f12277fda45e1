import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products, productVariants } from './schema';

type ColumnKey<T> = { [K in keyof T]: T[K] extends AnyPgColumn ? K : never }[keyof T] & string;

/**
 * The join condition of `record` to the row of `referrer` whose column `reference` names it.
 * Ids are unique only within a business (every tenant table's key is business and id), so a
 * join always matches the business too: `referencedBy(memberships, clientMemberships,
 * 'membershipId')`.
 */
export const referencedBy = <T extends { businessId: AnyPgColumn }>(
  record: { businessId: AnyPgColumn; id: AnyPgColumn },
  referrer: T,
  reference: ColumnKey<T>,
): SQL =>
  and(
    eq(record.businessId, referrer.businessId),
    eq(record.id, referrer[reference] as AnyPgColumn),
  )!;

/** Joins a variant to its product: the same business, and the product the variant belongs to. */
export const variantProduct = referencedBy(products, productVariants, 'productId');

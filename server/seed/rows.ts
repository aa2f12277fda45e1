import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { variantProduct } from '../db/joins';
import { clients, products, productVariants } from '../db/schema';

/** A row of the salon's business: `value` with the business and a new id. */
export const rowOf =
  (businessId: string) =>
  <T extends object>(value: T) => ({ ...value, businessId, id: uuidv7() });

/** The ids of the salon's rows of `table`, in the order of `column`: what the seeds pick from. */
export const idsInOrder = async (
  tx: Database,
  businessId: string,
  table: PgTable & { businessId: AnyPgColumn; id: AnyPgColumn },
  column: AnyPgColumn,
): Promise<string[]> => {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.businessId, businessId))
    .orderBy(asc(column));
  return rows.map((row) => String(row.id));
};

/** The salon's first clients, in the order the clients seed made them. */
export const firstClients = (tx: Database, businessId: string, count: number) =>
  tx
    .select()
    .from(clients)
    .where(eq(clients.businessId, businessId))
    .orderBy(asc(clients.createdAt))
    .limit(count);

/** The variants of the salon's sale (or in-store) products, by product title then position. */
export const catalogueVariants = (tx: Database, businessId: string, inStore: boolean) =>
  tx
    .select({ productId: products.id, variantId: productVariants.id, title: products.title })
    .from(productVariants)
    .innerJoin(products, variantProduct)
    .where(and(eq(productVariants.businessId, businessId), eq(products.in_store, inStore)))
    .orderBy(asc(products.title), asc(productVariants.position));

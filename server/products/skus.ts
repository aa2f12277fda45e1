import { and, inArray, not } from 'drizzle-orm';
import { businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { productVariants } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';

/** A SKU the write would give to a variant (`variantId` when the variant already exists). */
export interface SkuClaim {
  sku: string | null | undefined;
  variantId?: string;
}

const duplicateSku = (sku: string) => {
  const message = text('saluni.catalogue.product.duplicateSku', { sku });
  return new HttpError(409, 'DUPLICATE_KEY', message, { sku: message });
};

/**
 * 409 DUPLICATE_KEY naming the SKU when a write would give one SKU to two variants of the
 * business. Checked before writing so the reply can name it; the unique index
 * `product_variants_sku_unique_idx` still holds against a concurrent write.
 */
export const checkSkusFree = async (tx: Database, businessId: string, claims: SkuClaim[]) => {
  const named = claims
    .map((claim) => ({ ...claim, sku: claim.sku?.trim() }))
    .filter((claim): claim is { sku: string; variantId?: string } => Boolean(claim.sku));
  const seen = new Set<string>();
  for (const { sku } of named) {
    if (seen.has(sku)) throw duplicateSku(sku);
    seen.add(sku);
  }
  if (!named.length) return;
  const own = named.flatMap((claim) => (claim.variantId ? [claim.variantId] : []));
  const [taken] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        businessRowsMatching(productVariants, businessId, { sku: [...seen] }),
        own.length ? not(inArray(productVariants.id, own)) : undefined,
      ),
    )
    .limit(1);
  if (taken?.sku) throw duplicateSku(taken.sku);
};

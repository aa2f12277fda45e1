import { and, eq, ne } from 'drizzle-orm';
import { businessHasRowWhere, businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { products, productVariants, storedFiles } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import { refuseTaxClassOfOtherCountry } from '../tenancy/taxClass';
import { postDocumentLines, syncVariantPositions } from '../stock';
import type { ProductRow } from './productDocuments';
import type { ProductCreate, ProductUpdate } from './productInput';
import { scopeCondition, type ProductScope } from './productQuery';
import {
  checkCategory,
  checkOptionSet,
  normaliseAttributes,
  resolveSalesWarehouse,
} from './productRules';
import { checkSkusFree } from './skus';
import { updateVariant, variantColumns } from './variantColumns';

/** The product row of `id` in the caller's business and scope, locked for the write; else 404. */
export const lockProduct = async (
  tx: Database,
  access: Access,
  scope: ProductScope,
  id: string,
): Promise<ProductRow> => {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(products)
    .where(and(scopeCondition(access.businessId, scope), eq(products.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
};

/** The sale path (/v1/sale-product) never makes a product in-store: it would vanish from that list. */
const checkScope = (scope: ProductScope, inStore: boolean | undefined) => {
  if (scope === 'sale' && inStore)
    throw validationFailed({ in_store: text('saluni.catalogue.product.saleOnly') });
};

/** Stored images no record points at any more are removed with the write that dropped them. */
export const forgetFiles = async (tx: Database, businessId: string, filenames: string[]) => {
  if (filenames.length)
    await tx
      .delete(storedFiles)
      .where(businessRowsMatching(storedFiles, businessId, { filename: filenames }));
};

/**
 * Creates a product with its variants in one transaction (inventory.md 3 and 4). A variant's
 * `stock_position` is its opening quantity: an IN entry to the sales warehouse, through the
 * stock ledger, so positions and balances agree from the start.
 */
export const createProduct = async (
  tx: Database,
  access: Access,
  scope: ProductScope,
  body: ProductCreate,
): Promise<ProductRow> => {
  const { businessId } = access;
  checkScope(scope, body.in_store);
  await refuseTaxClassOfOtherCountry(tx, businessId, body.tax_class, 'tax_class');
  const { optionSet, variantOptions } = await checkOptionSet(tx, businessId, body);
  if (body.category) await checkCategory(tx, businessId, body.category);
  const salesWarehouseId = await resolveSalesWarehouse(tx, businessId, body.salesWarehouse);
  const opening = body.variants.map((variant) => variant.stock?.stock_position ?? 0);
  if (!salesWarehouseId && opening.some((quantity) => quantity > 0))
    throw validationFailed({ salesWarehouse: text('saluni.catalogue.product.noSalesWarehouse') });

  const [product] = await tx
    .insert(products)
    .values({
      businessId,
      id: uuidv7(),
      title: body.title,
      status: body.status ?? 'draft',
      product_type: body.product_type,
      in_store: body.in_store ?? false,
      short_description: body.short_description,
      description: body.description ?? null,
      attributes: normaliseAttributes(body.attributes),
      categoryId: body.category ?? null,
      salesWarehouseId,
      option_set: optionSet,
      tax_class: body.tax_class ?? null,
      kra_item_class_code: body.kra_item_class_code?.trim() || null,
    })
    .returning();
  await checkSkusFree(
    tx,
    businessId,
    body.variants.map((variant) => ({ sku: variant.sku })),
  );
  const variants = await tx
    .insert(productVariants)
    .values(
      body.variants.map((variant, position) => ({
        ...variantColumns(variant),
        businessId,
        id: uuidv7(),
        productId: product!.id,
        position,
        options: variantOptions[position],
      })),
    )
    .returning();
  await postDocumentLines(
    tx,
    businessId,
    access.user.id,
    variants
      .filter((variant) => opening[variant.position]! > 0)
      .map((variant) => ({
        productId: product!.id,
        variantId: variant.id,
        warehouseId: salesWarehouseId!,
        quantity: opening[variant.position]!,
      })),
    { transactionType: 'IN', referenceType: 'Opening' },
  );
  return product!;
};

const variantsOfProduct = (tx: Database, product: ProductRow) =>
  tx
    .select()
    .from(productVariants)
    .where(businessRowsMatching(productVariants, product.businessId, { productId: product.id }));

/**
 * Updates a product's own fields and, for a simple product, its one variant. The type never
 * changes; a category must remain set (the edit form requires one); a new sales warehouse
 * recomputes the variants' sales positions from the balances.
 */
export const updateProduct = async (
  tx: Database,
  access: Access,
  scope: ProductScope,
  existing: ProductRow,
  body: ProductUpdate,
): Promise<ProductRow> => {
  const { businessId } = access;
  checkScope(scope, body.in_store);
  if (body.product_type !== undefined && body.product_type !== existing.product_type)
    throw validationFailed({ product_type: text('saluni.catalogue.product.typeChange') });
  const categoryRequired = validationFailed({
    category: text('saluni.spec.validation.categoryFieldRequired'),
  });
  if (body.category === null || (body.category === undefined && !existing.categoryId))
    throw categoryRequired;
  if (body.category) await checkCategory(tx, businessId, body.category);
  await refuseTaxClassOfOtherCountry(tx, businessId, body.tax_class, 'tax_class');
  const salesWarehouseId =
    body.salesWarehouse === undefined
      ? existing.salesWarehouseId
      : await resolveSalesWarehouse(tx, businessId, body.salesWarehouse);

  const variants = await variantsOfProduct(tx, existing);
  const [sent] = body.variants ?? [];
  if (body.variants !== undefined) {
    const [variant] = variants;
    if (
      existing.product_type !== 'simple' ||
      body.variants.length !== 1 ||
      !variant ||
      (sent!._id !== undefined && sent!._id !== variant.id)
    ) {
      throw validationFailed({ variants: text('saluni.catalogue.product.simpleVariant') });
    }
  }

  const [row] = await tx
    .update(products)
    .set({
      title: body.title,
      status: body.status,
      short_description: body.short_description,
      description: body.description,
      in_store: body.in_store,
      attributes: body.attributes === undefined ? undefined : normaliseAttributes(body.attributes),
      categoryId: body.category ?? undefined,
      salesWarehouseId,
      tax_class: body.tax_class,
      kra_item_class_code:
        body.kra_item_class_code === undefined
          ? undefined
          : body.kra_item_class_code?.trim() || null,
      updatedAt: new Date(),
    })
    .where(businessRow(products, businessId, existing.id))
    .returning();
  // Balances before variant rows, the stock ledger's lock order, so this never deadlocks with a movement.
  if (salesWarehouseId !== existing.salesWarehouseId) {
    for (const variant of variants)
      await syncVariantPositions(tx, businessId, existing.id, variant.id);
  }
  // The echoed positions are compared with what the caller saw, before any recomputation.
  if (sent) await updateVariant(tx, variants[0]!, sent);
  return row!;
};

/**
 * Deletes a product that holds no stock anywhere (409 otherwise: the stock must leave through a
 * stock entry first). Its variants, reviews and stock history go with it; so do its images.
 */
export const deleteProduct = async (tx: Database, access: Access, existing: ProductRow) => {
  const variants = await variantsOfProduct(tx, existing);
  const holdsStock = await businessHasRowWhere(tx, productVariants, access.businessId, [
    eq(productVariants.productId, existing.id),
    ne(productVariants.stock_position, 0),
  ]);
  if (holdsStock)
    throw new HttpError(409, 'INVALID_STATE', text('saluni.catalogue.product.hasStock'));
  await tx.delete(products).where(businessRow(products, access.businessId, existing.id));
  await forgetFiles(tx, access.businessId, [
    ...existing.images,
    ...variants.flatMap((variant) => variant.images),
  ]);
};

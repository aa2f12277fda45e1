import { count } from 'drizzle-orm';
import { businessRowsMatching } from '../db/businessRows';
import type { CategoryOfSupplier } from '../../registry/resources/supplier';
import type { Database } from '../db/database';
import { purchaseReceipts, purchases, supplierCategories, suppliers } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import type { HooksByResource, RecordDocument, ResourceHooks } from '../registry/hooks';

/** The categories `categoryIds` name, by id. */
const categoriesById = async (
  db: Database,
  businessId: string,
  categoryIds: string[],
): Promise<Map<string, CategoryOfSupplier>> => {
  const byId = new Map<string, CategoryOfSupplier>();
  if (!categoryIds.length) return byId;
  const rows = await db
    .select({ id: supplierCategories.id, name: supplierCategories.name })
    .from(supplierCategories)
    .where(businessRowsMatching(supplierCategories, businessId, { id: categoryIds }));
  for (const row of rows) byId.set(row.id, { _id: row.id, name: row.name });
  return byId;
};

/**
 * A supplier with purchase requests or receipts is kept (409, saying why): they are the
 * business's purchasing history. The delete hook runs in the delete's transaction after the
 * supplier's row is read; the foreign keys refuse whatever commits meanwhile.
 */
export const refuseSupplierWithPurchases = async (
  db: Database,
  businessId: string,
  supplierId: string,
) => {
  const [[request], [receipt]] = await Promise.all([
    db
      .select({ id: purchases.id })
      .from(purchases)
      .where(businessRowsMatching(purchases, businessId, { supplierId }))
      .limit(1),
    db
      .select({ id: purchaseReceipts.id })
      .from(purchaseReceipts)
      .where(businessRowsMatching(purchaseReceipts, businessId, { supplierId }))
      .limit(1),
  ]);
  if (request || receipt)
    throw new HttpError(409, 'INVALID_STATE', text('saluni.purchasing.supplierInUse'));
};

/** Supplier documents with `category: { _id, name }` (inventory.md 3): what every supplier reply carries. */
export const supplierHooks: ResourceHooks = {
  decorate: async ({ db, access }, documents): Promise<RecordDocument[]> => {
    const ids = [
      ...new Set(
        documents
          .map((document) => document.categoryId)
          .filter((id): id is string => typeof id === 'string'),
      ),
    ];
    const categories = await categoriesById(db, access.businessId, ids);
    return documents.map((document) => ({
      ...document,
      category: categories.get(document.categoryId as string) ?? null,
    }));
  },
  beforeDelete: ({ db, access }, row) => refuseSupplierWithPurchases(db, access.businessId, row.id),
};

/**
 * A category suppliers are filed under is not deleted (409, as product categories with
 * products): every supplier needs one, so none is silently left without.
 */
export const supplierCategoryHooks: ResourceHooks = {
  beforeDelete: async ({ db, access }, row) => {
    const [{ used }] = await db
      .select({ used: count() })
      .from(suppliers)
      .where(businessRowsMatching(suppliers, access.businessId, { categoryId: row.id }));
    if (used > 0)
      throw new HttpError(
        409,
        'INVALID_STATE',
        text('saluni.suppliers.categoryInUse', { n: used }),
      );
  },
};

/** The hooks this area hands to the registry engine, by resource name. */
export const suppliersResourceHooks: HooksByResource = {
  'supplier-category': supplierCategoryHooks,
};

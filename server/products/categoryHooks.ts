import { asc, count } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { productCategories, products } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { HooksByResource, RecordDocument, ResourceHooks } from '../registry/hooks';

export interface CategorySummary {
  _id: string;
  category_name: string;
}

/** Direct sub-categories of each of `parentIds`, oldest first. */
export const childrenOf = async (
  db: Database,
  businessId: string,
  parentIds: string[],
): Promise<Map<string, CategorySummary[]>> => {
  const children = new Map<string, CategorySummary[]>(parentIds.map((id) => [id, []]));
  if (!parentIds.length) return children;
  const rows = await db
    .select({
      id: productCategories.id,
      name: productCategories.category_name,
      parent: productCategories.parent,
    })
    .from(productCategories)
    .where(businessRowsMatching(productCategories, businessId, { parent: parentIds }))
    .orderBy(asc(productCategories.createdAt), asc(productCategories.id));
  for (const row of rows) children.get(row.parent!)?.push({ _id: row.id, category_name: row.name });
  return children;
};

/** Whether `candidateParent` is `categoryId` itself or lies below it (walking up the parents). */
const wouldCycle = async (
  db: Database,
  businessId: string,
  categoryId: string,
  candidateParent: string,
) => {
  const seen = new Set<string>();
  let current: string | null = candidateParent;
  while (current && !seen.has(current)) {
    if (current === categoryId) return true;
    seen.add(current);
    const [row] = await db
      .select({ parent: productCategories.parent })
      .from(productCategories)
      .where(businessRow(productCategories, businessId, current));
    current = row?.parent ?? null;
  }
  return false;
};

const inUse = (message: string) => new HttpError(409, 'INVALID_STATE', message);

/**
 * Categories nest without cycles; a category with sub-categories or products is not deleted
 * (409), so nothing is silently detached. Replies carry `children` and `isParent`.
 */
export const productCategoryHooks: ResourceHooks = {
  beforeWrite: async ({ db, access }, values, existing) => {
    const parent = values.parent;
    if (
      existing &&
      typeof parent === 'string' &&
      (await wouldCycle(db, access.businessId, existing.id, parent))
    ) {
      throw validationFailed({ parent: text('saluni.catalogue.category.cycle') });
    }
  },
  beforeDelete: async ({ db, access }, row) => {
    const [{ children }] = await db
      .select({ children: count() })
      .from(productCategories)
      .where(businessRowsMatching(productCategories, access.businessId, { parent: row.id }));
    if (children > 0) throw inUse(text('saluni.catalogue.category.hasChildren'));
    const [{ used }] = await db
      .select({ used: count() })
      .from(products)
      .where(businessRowsMatching(products, access.businessId, { categoryId: row.id }));
    if (used > 0) throw inUse(text('saluni.catalogue.category.hasProducts', { n: used }));
  },
  decorate: async ({ db, access }, documents): Promise<RecordDocument[]> => {
    const children = await childrenOf(
      db,
      access.businessId,
      documents.map((document) => document._id),
    );
    return documents.map((document) => ({
      ...document,
      children: children.get(document._id) ?? [],
      isParent: document.parent === null,
    }));
  },
};

/** The hooks this area hands to the registry engine, by resource name. */
export const productsResourceHooks: HooksByResource = { 'product-category': productCategoryHooks };

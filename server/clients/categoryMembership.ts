import { businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { clientCategories, clientCategoryMembers, clients } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { TenantRow } from '../registry/table';
import { categoryDocument } from './categories';

/** Locks the client and the category a membership call names, or refuses ids not of this business. */
const lockMembers = async (
  tx: Database,
  businessId: string,
  clientId: string,
  categoryId: string,
) => {
  const [clientRow] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(businessRow(clients, businessId, clientId))
    .for('share');
  const [categoryRow] = await tx
    .select()
    .from(clientCategories)
    .where(businessRow(clientCategories, businessId, categoryId))
    .for('share');
  const errors: Record<string, string> = {};
  if (!clientRow) errors.clientId = text('saluni.validation.referenceNotFound');
  if (!categoryRow) errors.categoryId = text('saluni.validation.referenceNotFound');
  if (Object.keys(errors).length) throw validationFailed(errors);
  return categoryRow as TenantRow;
};

export interface CategoryMembership {
  clientId: string;
  categoryId: string;
}

/**
 * Puts a client in a category or takes it out, answering with the category. Adding twice or
 * removing a non-member changes nothing and still answers with the category.
 */
export const changeCategoryMembership = (
  db: Database,
  businessId: string,
  kind: 'add' | 'remove',
  { clientId, categoryId }: CategoryMembership,
) =>
  db.transaction(async (tx) => {
    const row = await lockMembers(tx, businessId, clientId, categoryId);
    if (kind === 'add') {
      await tx
        .insert(clientCategoryMembers)
        .values({ businessId, id: uuidv7(), clientId, categoryId })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(clientCategoryMembers)
        .where(businessRowsMatching(clientCategoryMembers, businessId, { clientId, categoryId }));
    }
    return categoryDocument(tx, businessId, row);
  });

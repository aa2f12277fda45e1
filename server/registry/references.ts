import { and, eq, inArray } from 'drizzle-orm';
import { findResource, type ResourceDeclaration } from '../../registry';
import type { Database } from '../db/database';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { tenantTableOf } from './table';

/**
 * Every id a `reference` or `references` field names must be a record of the referenced
 * resource in the same business: an id of another business reads as "not found", never as a link.
 */
export const checkReferences = async (
  db: Database,
  resource: ResourceDeclaration,
  businessId: string,
  values: Record<string, unknown>,
) => {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if ((field.type !== 'reference' && field.type !== 'references') || !field.reference) continue;
    const value = values[name];
    const ids = [
      ...new Set(
        Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [],
      ),
    ];
    if (!ids.length) continue;
    const target = findResource(field.reference);
    if (!target)
      throw new Error(
        `Resource ${resource.name}: field ${name} references unknown resource ${field.reference}`,
      );
    const tenant = tenantTableOf(target);
    const found = await db
      .select({ id: tenant.id })
      .from(tenant.table)
      .where(and(eq(tenant.businessId, businessId), inArray(tenant.id, ids)));
    if (found.length !== ids.length) errors[name] = text('saluni.validation.referenceNotFound');
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
};

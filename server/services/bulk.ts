import { and, eq, inArray } from 'drizzle-orm';
import * as yup from 'yup';
import { service } from '../../registry';
import type { Database } from '../db/database';
import { services } from '../db/schema';
import { ownedFilenames } from '../files/store';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import { checkReferences } from '../registry/references';
import { checkDeposit } from './hooks';
import { toDocument } from '../registry/documents';
import { readRecordInput } from '../registry/recordInput';
import { phoneCountryFor } from '../tenancy/locale';
import type { TenantRow } from '../registry/table';

/** Most services one bulk call may change: a whole catalogue, with the body limit still far. */
export const MAX_BULK_SERVICES = 500;

/** A list of record ids; anything else in it, or in its place, is `mustBeIdList`. */
const idArray = () =>
  yup
    .array(
      yup
        .string()
        .strict()
        .typeError('saluni.validation.mustBeIdList')
        .matches(/^[0-9a-f-]{36}$/i, 'saluni.validation.mustBeIdList')
        .required('saluni.validation.mustBeIdList'),
    )
    .strict()
    .typeError('saluni.validation.mustBeIdList');

/** The services a bulk call changes: one at least, at most MAX_BULK_SERVICES. */
const idList = (requiredMessage: string) =>
  idArray()
    .required(requiredMessage)
    .min(1, requiredMessage)
    .max(MAX_BULK_SERVICES, { message: 'saluni.validation.max', args: { max: MAX_BULK_SERVICES } });

/** `PUT /v1/service/bulk/`: `{ businessId, services: [{ _id, ...changes }] }`. */
export const bulkUpdateSchema = yup.object({
  businessId: yup.mixed(),
  services: yup
    .array(
      yup
        .object()
        .strict()
        .typeError('saluni.validation.invalidValue')
        .required('saluni.validation.invalidValue'),
    )
    .strict()
    .typeError('saluni.services.validation.servicesRequired')
    .required('saluni.services.validation.servicesRequired')
    .min(1, 'saluni.services.validation.servicesRequired')
    .max(MAX_BULK_SERVICES, { message: 'saluni.validation.max', args: { max: MAX_BULK_SERVICES } }),
});

/** `PUT /v1/service/bulk/performer`: `{ businessId, serviceIds, performerIds }`, performers replaced. */
export const bulkPerformerSchema = yup.object({
  businessId: yup.mixed(),
  serviceIds: idList('saluni.services.validation.serviceIdsRequired'),
  performerIds: idArray().required('saluni.validation.mustBeIdList'),
});

/** The `fields` of a 422 about one entry of `services`, keyed `services[i].field`. */
const prefixed = (index: number, fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [`services[${index}].${field}`, message]),
  );

const fieldsOf = (error: unknown): Record<string, string> => {
  if (error instanceof HttpError && error.statusCode === 422 && error.fields) return error.fields;
  throw error;
};

/** Locks the business's services among `ids` for the rest of the transaction. */
const lockServices = (tx: Database, businessId: string, ids: string[]) =>
  tx
    .select()
    .from(services)
    .where(and(eq(services.businessId, businessId), inArray(services.id, ids)))
    .for('update');

/**
 * Applies every entry's changes in one transaction: any bad entry (a wrong value, an id of
 * another business, a category or performer of another business) refuses the whole call with
 * one 422 naming each bad entry, and nothing changes.
 */
export const bulkUpdateServices = async (
  db: Database,
  access: Access,
  entries: Record<string, unknown>[],
) => {
  const errors: Record<string, string> = {};
  const changes: { id: string; values: Record<string, unknown>; image?: string | null }[] = [];
  const seen = new Set<string>();
  const phoneCountry = await phoneCountryFor(db, service, access.businessId);
  for (const [index, entry] of entries.entries()) {
    const id = entry._id;
    if (!isUuid(id)) errors[`services[${index}]._id`] = text('saluni.validation.mustBeId');
    else if (seen.has(id))
      errors[`services[${index}]._id`] = text('saluni.services.validation.duplicateService');
    else seen.add(id);
    try {
      const input = await readRecordInput(
        service,
        { fields: entry, files: [] },
        { multipart: false, partial: true, country: phoneCountry },
      );
      if (isUuid(id)) changes.push({ id, values: input.values, image: input.imageRefs.image });
    } catch (error) {
      Object.assign(errors, prefixed(index, fieldsOf(error)));
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);

  return db.transaction(async (tx) => {
    const locked = await lockServices(
      tx,
      access.businessId,
      changes.map((change) => change.id),
    );
    const rowOf = new Map(locked.map((row) => [row.id, row as TenantRow]));
    const found = new Set(rowOf.keys());
    const images = changes.flatMap((change) => (change.image ? [change.image] : []));
    const owned = await ownedFilenames(tx, access.businessId, images);
    for (const [index, change] of changes.entries()) {
      if (!found.has(change.id))
        errors[`services[${index}]._id`] = text('saluni.validation.referenceNotFound');
      if (change.image && !owned.has(change.image))
        errors[`services[${index}].image`] = text('saluni.validation.image.invalid');
      // A deposit sent alone is checked against the stored prices, as a single update is.
      if (found.has(change.id))
        try {
          checkDeposit(change.values, rowOf.get(change.id));
        } catch (error) {
          Object.assign(errors, prefixed(index, fieldsOf(error)));
        }
      await checkReferences(tx, service, access.businessId, change.values).catch((error: unknown) =>
        Object.assign(errors, prefixed(index, fieldsOf(error))),
      );
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    const updated: TenantRow[] = [];
    for (const change of changes) {
      const [row] = await tx
        .update(services)
        .set({
          ...change.values,
          ...(change.image !== undefined && { image: change.image }),
          updatedAt: new Date(),
        })
        .where(and(eq(services.businessId, access.businessId), eq(services.id, change.id)))
        .returning();
      updated.push(row as TenantRow);
    }
    return updated.map((row) => toDocument(service, row));
  });
};

/** Sets the same performers on every listed service, all or nothing. */
export const setPerformers = async (
  db: Database,
  access: Access,
  serviceIds: string[],
  performerIds: string[],
) =>
  db.transaction(async (tx) => {
    const ids = [...new Set(serviceIds)];
    const found = await lockServices(tx, access.businessId, ids);
    if (found.length !== ids.length)
      throw validationFailed({ serviceIds: text('saluni.validation.referenceNotFound') });
    const performers = [...new Set(performerIds)];
    await checkReferences(tx, service, access.businessId, { performerIds: performers });
    const rows = await tx
      .update(services)
      .set({ performerIds: performers, updatedAt: new Date() })
      .where(and(eq(services.businessId, access.businessId), inArray(services.id, ids)))
      .returning();
    const order = new Map(ids.map((id, index) => [id, index]));
    return rows
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .map((row) => toDocument(service, row as TenantRow));
  });

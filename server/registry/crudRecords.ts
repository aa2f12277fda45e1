import { and, count, eq, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { ResourceDeclaration } from '../../registry/types';
import { isUniqueViolation, type Database } from '../db/database';
import { ownedFilenames, storeImage } from '../files/store';
import type { ImageRules } from '../files/images';
import type { Upload } from '../http/multipart';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import { phoneCountryFor } from '../tenancy/locale';
import type { HookContext, RecordDocument, ResourceHooks } from './hooks';
import { checkReferences } from './references';
import { toDocument, toPage } from './documents';
import { orderOf, parseListQuery, totalFromPage } from './listQuery';
import { readRecordInput, type RecordInput } from './recordInput';
import { phoneSearchCountry } from './phoneSearch';
import { tenantTableOf, type TenantRow } from './table';

/**
 * The records of one declared resource, read and written for a caller of its business: pages,
 * one record, create, update and delete, each with the resource's hooks.
 */
export const recordStore = (
  db: Database,
  resource: ResourceDeclaration,
  imageRules: ImageRules,
  hooks: ResourceHooks,
) => {
  const tenant = tenantTableOf(resource);
  const declaredFilters = [...(resource.queryFilters ?? [])].sort().join();
  if (
    declaredFilters !==
    Object.keys(hooks.listFilters ?? {})
      .sort()
      .join()
  )
    throw new Error(`Resource ${resource.name}: queryFilters and the listFilters hook disagree`);
  const { table } = tenant;
  const byId = (businessId: string, id: string) =>
    and(eq(tenant.businessId, businessId), eq(tenant.id, id));
  const context = (database: Database, access: Access): HookContext => ({
    db: database,
    access,
    resource,
  });
  /** Reply documents, with what the resource's `decorate` hook adds. */
  const documents = async (database: Database, access: Access, rows: unknown[]) => {
    const docs = rows.map((row) => toDocument(resource, row as TenantRow) as RecordDocument);
    return hooks.decorate ? hooks.decorate(context(database, access), docs) : docs;
  };
  const document = async (database: Database, access: Access, row: unknown) =>
    (await documents(database, access, [row]))[0]!;
  /** A unique key broken by a write: the resource's own message where it declares one. */
  const withDuplicateMessage = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (resource.duplicateMessage && isUniqueViolation(error))
        throw new HttpError(409, 'DUPLICATE_KEY', text(resource.duplicateMessage));
      throw error;
    }
  };

  /** Stores uploads and checks referenced filenames, inside the write's transaction. */
  const resolveImages = async (tx: Database, businessId: string, input: RecordInput) => {
    const images: Record<string, string | null> = { ...input.imageRefs };
    const referenced = Object.values(input.imageRefs).filter(
      (name): name is string => name !== null,
    );
    const owned = await ownedFilenames(tx, businessId, referenced);
    const foreign = Object.entries(input.imageRefs).filter(
      ([, name]) => name !== null && !owned.has(name),
    );
    if (foreign.length)
      throw validationFailed(
        Object.fromEntries(
          foreign.map(([field]) => [field, text('saluni.validation.image.invalid')]),
        ),
      );
    for (const [field, file] of Object.entries(input.uploads))
      images[field] = await storeImage(tx, businessId, file, imageRules);
    return images;
  };

  /** The write's declared fields, checked. */
  const inputOf = async (access: Access, { body, multipart }: Upload, partial: boolean) =>
    readRecordInput(resource, body, {
      multipart,
      partial,
      country: await phoneCountryFor(db, resource, access.businessId),
    });

  const list = async (access: Access, query: Record<string, unknown>) => {
    const phoneCountry = await phoneSearchCountry(db, resource, access.businessId, query.q);
    const parsed = parseListQuery(
      resource,
      tenant,
      access.businessId,
      query,
      hooks.listFilters,
      phoneCountry,
    );
    let rowsQuery = db
      .select()
      .from(table)
      .where(parsed.where)
      .orderBy(...orderOf(tenant, parsed.sort))
      .$dynamic();
    if (parsed.limit > 0)
      rowsQuery = rowsQuery.limit(parsed.limit).offset((parsed.page - 1) * parsed.limit);
    const rows = await rowsQuery;
    const countRows = async (where: SQL) =>
      (await db.select({ total: count() }).from(table).where(where))[0]!.total;
    const total = totalFromPage(parsed, rows.length) ?? (await countRows(parsed.where));
    const page: Record<string, unknown> = {
      ...toPage(
        await documents(db, access, rows),
        total,
        parsed.limit > 0 ? parsed.page : 1,
        parsed.limit,
        parsed.sort,
      ),
    };
    if (resource.businessCountKey)
      page[resource.businessCountKey] = parsed.filtered
        ? await countRows(parsed.businessWhere)
        : total;
    return page;
  };

  const get = async (access: Access, id: string) => {
    if (!isUuid(id)) throw notFound();
    const [row] = await db.select().from(table).where(byId(access.businessId, id));
    if (!row) throw notFound();
    return document(db, access, row);
  };

  const create = async (access: Access, body: Upload) => {
    const input = await inputOf(access, body, false);
    return withDuplicateMessage(() =>
      db.transaction(async (tx) => {
        await checkReferences(tx, resource, access.businessId, input.values);
        const extra =
          (await hooks.beforeWrite?.(context(tx, access), input.values, undefined)) ?? {};
        const images = await resolveImages(tx, access.businessId, input);
        const [row] = await tx
          .insert(table)
          .values({
            ...input.values,
            ...extra,
            ...images,
            businessId: access.businessId,
            id: uuidv7(),
          })
          .returning();
        await hooks.afterWrite?.(context(tx, access), row as TenantRow, 'create');
        return document(tx, access, row);
      }),
    );
  };

  /** The record, locked so hooks see it as it is until the write commits; a 404 when none. */
  const lockedRecord = async (tx: Database, businessId: string, id: string) => {
    const [existing] = await tx.select().from(table).where(byId(businessId, id)).for('update');
    if (!existing) throw notFound();
    return existing;
  };

  const update = async (access: Access, id: string, body: Upload) => {
    if (!isUuid(id)) throw notFound();
    const input = await inputOf(access, body, true);
    return withDuplicateMessage(() =>
      db.transaction(async (tx) => {
        const existing = await lockedRecord(tx, access.businessId, id);
        await checkReferences(tx, resource, access.businessId, input.values);
        const extra =
          (await hooks.beforeWrite?.(context(tx, access), input.values, existing as TenantRow)) ??
          {};
        const images = await resolveImages(tx, access.businessId, input);
        const [row] = await tx
          .update(table)
          .set({ ...input.values, ...extra, ...images, updatedAt: new Date() })
          .where(byId(access.businessId, id))
          .returning();
        await hooks.afterWrite?.(context(tx, access), row as TenantRow, 'update');
        return document(tx, access, row);
      }),
    );
  };

  /** Deletes records by id in one transaction: every id must be a record of the business, or nothing is deleted. */
  const remove = (access: Access, ids: string[]) =>
    db.transaction(async (tx) => {
      const deleted: RecordDocument[] = [];
      for (const id of ids) {
        const existing = await lockedRecord(tx, access.businessId, id);
        await hooks.beforeDelete?.(context(tx, access), existing as TenantRow);
        deleted.push(await document(tx, access, existing));
        await tx.delete(table).where(byId(access.businessId, id));
        await hooks.afterDelete?.(context(tx, access), existing as TenantRow);
      }
      return deleted;
    });

  const removeOne = async (access: Access, id: string) => {
    if (!isUuid(id)) throw notFound();
    return (await remove(access, [id]))[0]!;
  };

  return { list, get, create, update, remove, removeOne };
};

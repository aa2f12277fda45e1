import { and, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { ResourceDeclaration } from '../../registry/types';
import type { Database } from '../db/database';
import { ownedFilenames, storeImage } from '../files/store';
import type { ImageRules } from '../files/images';
import { readBody } from '../files/multipart';
import { isUniqueViolation } from '../db/database';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { authorize, checkVendorModule, isUuid, type Access } from '../tenancy/access';
import type { HookContext, RecordDocument, ResourceHooks } from './hooks';
import { checkReferences } from './references';
import { idsOfQuery } from './deleteQuery';
import { toDocument, toPage } from './documents';
import { orderOf, parseListQuery, totalFromPage } from './listQuery';
import { readRecordInput, type RecordInput } from './recordInput';
import { phoneCountryFor } from '../tenancy/locale';
import { phoneSearchCountry } from './phoneSearch';
import { tenantTableOf, type TenantRow } from './table';

type Query = Record<string, unknown>;
type Params = { id: string };

/**
 * Registers list, get, create, update and delete for one declared resource:
 *   GET {path}?businessId&page&limit&sort&q&<filters>  -> { [pageKey]: page }
 *   GET {path}/{id}?businessId                         -> { [replyKey]: record }
 *   POST {path} (JSON or multipart, businessId)        -> 201 { [createReplyKey ?? replyKey]: record }
 *   PUT {path}/{id} (JSON or multipart, businessId)    -> { [replyKey]: record }
 *   DELETE {path}/{id}?businessId + vendor-module      -> { [replyKey]: record }
 *   DELETE {path}?businessId&id=… + vendor-module      -> { [replyKey]: record }, or { deleted: records } for several ids
 */
export const registerCrudRoutes = (
  app: FastifyInstance,
  db: Database,
  resource: ResourceDeclaration,
  imageRules: ImageRules,
  hooks: ResourceHooks = {},
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

  app.get<{ Querystring: Query }>(resource.path, async (request) => {
    const access = await authorize(db, request, request.query.businessId, resource.module, 'read');
    const phoneCountry = await phoneSearchCountry(db, resource, access.businessId, request.query.q);
    const list = parseListQuery(
      resource,
      tenant,
      access.businessId,
      request.query,
      hooks.listFilters,
      phoneCountry,
    );
    let rowsQuery = db
      .select()
      .from(table)
      .where(list.where)
      .orderBy(...orderOf(tenant, list.sort))
      .$dynamic();
    if (list.limit > 0)
      rowsQuery = rowsQuery.limit(list.limit).offset((list.page - 1) * list.limit);
    const rows = await rowsQuery;
    const countRows = async (where: SQL) =>
      (await db.select({ total: count() }).from(table).where(where))[0]!.total;
    const total = totalFromPage(list, rows.length) ?? (await countRows(list.where));
    const page: Record<string, unknown> = {
      ...toPage(
        await documents(db, access, rows),
        total,
        list.limit > 0 ? list.page : 1,
        list.limit,
        list.sort,
      ),
    };
    if (resource.businessCountKey)
      page[resource.businessCountKey] = list.filtered ? await countRows(list.businessWhere) : total;
    return { [resource.pageKey]: page };
  });

  app.get<{ Querystring: Query; Params: Params }>(`${resource.path}/:id`, async (request) => {
    const access = await authorize(db, request, request.query.businessId, resource.module, 'read');
    if (!isUuid(request.params.id)) throw notFound();
    const [row] = await db.select().from(table).where(byId(access.businessId, request.params.id));
    if (!row) throw notFound();
    return { [resource.replyKey]: await document(db, access, row) };
  });

  app.post(resource.path, async (request, reply) => {
    const body = await readBody(request);
    const access = await authorize(db, request, body.fields.businessId, resource.module, 'create');
    const input = await readRecordInput(
      resource,
      body,
      request.isMultipart(),
      false,
      await phoneCountryFor(db, resource, access.businessId),
    );
    const created = await withDuplicateMessage(() =>
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
    return reply.status(201).send({ [resource.createReplyKey ?? resource.replyKey]: created });
  });

  app.put<{ Params: Params }>(`${resource.path}/:id`, async (request) => {
    const body = await readBody(request);
    const access = await authorize(db, request, body.fields.businessId, resource.module, 'update');
    if (!isUuid(request.params.id)) throw notFound();
    const input = await readRecordInput(
      resource,
      body,
      request.isMultipart(),
      true,
      await phoneCountryFor(db, resource, access.businessId),
    );
    const updated = await withDuplicateMessage(() =>
      db.transaction(async (tx) => {
        // Locked, so hooks see the row as it is until this write commits.
        const [existing] = await tx
          .select()
          .from(table)
          .where(byId(access.businessId, request.params.id))
          .for('update');
        if (!existing) throw notFound();
        await checkReferences(tx, resource, access.businessId, input.values);
        const extra =
          (await hooks.beforeWrite?.(context(tx, access), input.values, existing as TenantRow)) ??
          {};
        const images = await resolveImages(tx, access.businessId, input);
        const [row] = await tx
          .update(table)
          .set({ ...input.values, ...extra, ...images, updatedAt: new Date() })
          .where(byId(access.businessId, request.params.id))
          .returning();
        await hooks.afterWrite?.(context(tx, access), row as TenantRow, 'update');
        return document(tx, access, row);
      }),
    );
    return { [resource.replyKey]: updated };
  });

  /** Deletes records by id in one transaction: every id must be a record of the business, or nothing is deleted. */
  const deleteRecords = (access: Access, ids: string[]) =>
    db.transaction(async (tx) => {
      const deleted: RecordDocument[] = [];
      for (const id of ids) {
        const [existing] = await tx
          .select()
          .from(table)
          .where(byId(access.businessId, id))
          .for('update');
        if (!existing) throw notFound();
        await hooks.beforeDelete?.(context(tx, access), existing as TenantRow);
        deleted.push(await document(tx, access, existing));
        await tx.delete(table).where(byId(access.businessId, id));
        await hooks.afterDelete?.(context(tx, access), existing as TenantRow);
      }
      return deleted;
    });

  app.delete<{ Querystring: Query; Params: Params }>(`${resource.path}/:id`, async (request) => {
    checkVendorModule(request, resource.module);
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      resource.module,
      'delete',
    );
    if (!isUuid(request.params.id)) throw notFound();
    const [deleted] = await deleteRecords(access, [request.params.id]);
    return { [resource.replyKey]: deleted };
  });

  // The specs' `DELETE {path}{query}` form: one `?id=`, or several (repeated or comma-separated) for a bulk delete.
  app.delete<{ Querystring: Query }>(resource.path, async (request) => {
    checkVendorModule(request, resource.module);
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      resource.module,
      'delete',
    );
    const ids = idsOfQuery(request.query);
    const deleted = await deleteRecords(access, ids);
    return ids.length === 1 ? { [resource.replyKey]: deleted[0] } : { deleted };
  });
};

import { consentHooks } from './consentHooks';
import { refuseClientWithAppointments } from '../appointments';
import { asc, count, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { client, clientCategory } from '../../registry';
import type { CategoryOfClient } from '../../registry/resources/client';
import type { Database } from '../db/database';
import { clientCategories, clientCategoryMembers, clients } from '../db/schema';
import { badRequest } from '../http/errors';
import { toDocument } from '../registry/documents';
import type { HooksByResource, RecordDocument, ResourceHooks } from '../registry/hooks';
import type { TenantRow } from '../registry/table';
import { isUuid } from '../http/ids';
import { emitWebhookEvent } from '../webhooks';
import { businessRowsMatching, joinReferenced } from '../db/businessRows';

/** The categories of each of `clientIds`, by name; a client without any gets an empty list. */
const categoriesOfClients = async (
  db: Database,
  businessId: string,
  clientIds: string[],
): Promise<Map<string, CategoryOfClient[]>> => {
  const byClient = new Map<string, CategoryOfClient[]>(clientIds.map((id) => [id, []]));
  if (!clientIds.length) return byClient;
  const rows = await db
    .select({
      clientId: clientCategoryMembers.clientId,
      id: clientCategories.id,
      name: clientCategories.category_name,
    })
    .from(clientCategoryMembers)
    .innerJoin(clientCategories, joinReferenced(clientCategories, clientCategoryMembers.categoryId))
    .where(businessRowsMatching(clientCategoryMembers, businessId, { clientId: clientIds }))
    .orderBy(asc(clientCategories.category_name), asc(clientCategories.id));
  for (const row of rows)
    byClient.get(row.clientId)?.push({ _id: row.id, category_name: row.name, name: row.name });
  return byClient;
};

/** Client documents with `categories`: what every client reply carries. */
export const withCategories = async (
  db: Database,
  businessId: string,
  documents: RecordDocument[],
): Promise<RecordDocument[]> => {
  const byClient = await categoriesOfClients(
    db,
    businessId,
    documents.map((doc) => doc._id),
  );
  return documents.map((doc) => ({ ...doc, categories: byClient.get(doc._id) ?? [] }));
};

/** Client rows as reply documents. */
export const clientDocuments = (db: Database, businessId: string, rows: TenantRow[]) =>
  withCategories(
    db,
    businessId,
    rows.map((row) => toDocument(client, row) as RecordDocument),
  );

/** Category documents with `clientCount`, the number of clients in each. */
export const withClientCounts = async (
  db: Database,
  businessId: string,
  documents: RecordDocument[],
): Promise<RecordDocument[]> => {
  const ids = documents.map((doc) => doc._id);
  const counts = new Map<string, number>();
  if (ids.length) {
    const rows = await db
      .select({ categoryId: clientCategoryMembers.categoryId, clients: count() })
      .from(clientCategoryMembers)
      .where(businessRowsMatching(clientCategoryMembers, businessId, { categoryId: ids }))
      .groupBy(clientCategoryMembers.categoryId);
    for (const row of rows) counts.set(row.categoryId, row.clients);
  }
  return documents.map((doc) => ({ ...doc, clientCount: counts.get(doc._id) ?? 0 }));
};

/** A category row as its reply document. */
export const categoryDocument = async (db: Database, businessId: string, row: TenantRow) =>
  (await withClientCounts(db, businessId, [toDocument(clientCategory, row) as RecordDocument]))[0]!;

/** `?categoryIds=a,b` (or repeated): clients in any of these categories. */
const categoryIdsFilter = (businessId: string, value: unknown): SQL => {
  const ids = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string' ? item.split(',') : [item],
  );
  if (!ids.every(isUuid)) throw badRequest('saluni.validation.invalidQuery');
  return exists(
    sql`(select 1 from ${clientCategoryMembers} where ${clientCategoryMembers.businessId} = ${businessId} and ${clientCategoryMembers.clientId} = ${clients.id} and ${inArray(clientCategoryMembers.categoryId, ids)})`,
  );
};

/**
 * Queues `client.created` with the client's document as the API answers it (its categories
 * too), in the transaction that made the client.
 */
export const emitClientCreated = (db: Database, businessId: string, row: TenantRow) =>
  emitWebhookEvent(db, businessId, 'client.created', async () => {
    const document = { ...toDocument(client, row), _id: row.id as string };
    const [withTheirCategories] = await withCategories(db, businessId, [document]);
    return withTheirCategories;
  });

export const clientHooks: ResourceHooks = {
  ...consentHooks,
  afterWrite: async (context, row, kind) => {
    await consentHooks.afterWrite(context, row, kind);
    if (kind === 'create') await emitClientCreated(context.db, context.access.businessId, row);
  },
  // A client's appointments are the salon's history: a client with any is kept.
  beforeDelete: ({ db, access }, row) =>
    refuseClientWithAppointments(db, access.businessId, row.id),
  decorate: ({ db, access }, documents) => withCategories(db, access.businessId, documents),
  listFilters: { categoryIds: categoryIdsFilter },
};

export const clientCategoryHooks: ResourceHooks = {
  decorate: ({ db, access }, documents) => withClientCounts(db, access.businessId, documents),
};

/** The hooks this area hands to the registry engine, by resource name. */
export const clientsResourceHooks: HooksByResource = {
  client: clientHooks,
  'client-category': clientCategoryHooks,
};

import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { Database } from '../db/database';
import {
  clients,
  clientServicePackages,
  clientServicePackageUses,
  servicePackages,
} from '../db/schema';
import { badRequest, HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { MAX_LIMIT, wholeNumber } from '../http/paging';
import { clientPackageDocuments } from './clientPackageDocuments';
import { countRows, readPage } from '../registry/pages';

type Query = Record<string, unknown>;

const idSchema = (message: string) =>
  yup
    .string()
    .strict()
    .typeError('saluni.validation.mustBeId')
    .required(message)
    .matches(/^[0-9a-f-]{36}$/i, 'saluni.validation.mustBeId');

/** `POST /v1/service-package/client`: the client now holds the package (e.g. sold at the counter). */
export const holdSchema = yup.object({
  businessId: yup.mixed(),
  clientId: idSchema('saluni.spec.validation.clientRequired'),
  servicePackageId: idSchema('saluni.validation.fieldRequired'),
});

/** `POST /v1/service-package/client/{id}/use`: one of the package's services was given. */
export const useSchema = yup.object({
  businessId: yup.mixed(),
  serviceId: idSchema('saluni.spec.validation.serviceRequired'),
});

type HoldBody = yup.InferType<typeof holdSchema>;
type UseBody = yup.InferType<typeof useSchema>;

const LIST_KEYS = new Set([
  'businessId',
  'page',
  'limit',
  'sort',
  'clientId',
  'servicePackageId',
  'status',
]);
const STATUSES = ['active', 'usedUp'] as const;

/** Uses recorded so far, per held package, as SQL (for the status filter). */
const usedCount = sql`(select count(*) from ${clientServicePackageUses} u where u.business_id = ${clientServicePackages.businessId} and u.client_service_package_id = ${clientServicePackages.id})`;

/** The list's conditions; unknown parameters are refused like every list of the API. */
const listConditions = (businessId: string, query: Query): SQL[] => {
  for (const key of Object.keys(query))
    if (!LIST_KEYS.has(key)) throw badRequest('saluni.validation.invalidQuery');
  const conditions: SQL[] = [eq(clientServicePackages.businessId, businessId)];
  for (const [key, column] of [
    ['clientId', clientServicePackages.clientId],
    ['servicePackageId', clientServicePackages.servicePackageId],
  ] as const) {
    const value = query[key];
    if (value === undefined) continue;
    if (!isUuid(value)) throw badRequest('saluni.validation.invalidQuery');
    conditions.push(eq(column, value));
  }
  if (query.status !== undefined) {
    if (!STATUSES.includes(query.status as (typeof STATUSES)[number]))
      throw badRequest('saluni.validation.invalidQuery');
    conditions.push(
      query.status === 'usedUp'
        ? sql`cardinality(${clientServicePackages.services}) <= ${usedCount}`
        : sql`cardinality(${clientServicePackages.services}) > ${usedCount}`,
    );
  }
  return conditions;
};

const byId = (businessId: string, id: string) =>
  and(eq(clientServicePackages.businessId, businessId), eq(clientServicePackages.id, id));

/**
 * A client now holds a package, inside the caller's transaction: its name, price and services
 * copied. A package without services is refused. The counter and the checkout both hold packages
 * this way; the caller has checked the client.
 */
export const holdServicePackage = async (
  tx: Database,
  businessId: string,
  holding: { clientId: string; servicePackageId: string },
) => {
  const [bought] = await tx
    .select()
    .from(servicePackages)
    .where(businessRow(servicePackages, businessId, holding.servicePackageId));
  if (!bought)
    throw validationFailed({ servicePackageId: text('saluni.validation.referenceNotFound') });
  if (!bought.services.length)
    throw validationFailed({
      servicePackageId: text('saluni.services.validation.packageHasNoServices'),
    });
  const [row] = await tx
    .insert(clientServicePackages)
    .values({
      businessId,
      id: uuidv7(),
      clientId: holding.clientId,
      servicePackageId: bought.id,
      name: bought.name,
      price: bought.price,
      services: bought.services,
    })
    .returning();
  return row!;
};

/**
 * Packages clients hold and the services they have used (back-office.md 4, ClientServicePackage):
 * the page of `GET /v1/service-package/client?clientId&servicePackageId&status&page&limit&sort`.
 */
export const listClientPackages = async (db: Database, businessId: string, query: Query) => {
  const { page: pageText, limit: limitText, sort } = query;
  const where = and(...listConditions(businessId, query))!;
  const page = wholeNumber(pageText, 1, 1);
  const limit = Math.min(wholeNumber(limitText, 10, 0), MAX_LIMIT);
  if (sort !== undefined && sort !== 'createdAt' && sort !== '-createdAt')
    throw badRequest('saluni.validation.invalidSort', { field: String(sort) });
  const direction = sort === 'createdAt' ? 1 : -1;
  const order =
    direction === 1
      ? [asc(clientServicePackages.createdAt), asc(clientServicePackages.id)]
      : [desc(clientServicePackages.createdAt), desc(clientServicePackages.id)];
  const rows = db
    .select()
    .from(clientServicePackages)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const total = countRows(db, clientServicePackages, where);
  return readPage({ rows, total, page, limit, sort: { field: 'createdAt', direction } }, (found) =>
    clientPackageDocuments(db, businessId, found),
  );
};

/** One package a client holds; an id not of the business is a 404. */
export const getClientPackage = async (db: Database, businessId: string, id: string) => {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(clientServicePackages).where(byId(businessId, id));
  if (!row) throw notFound();
  return (await clientPackageDocuments(db, businessId, [row]))[0];
};

/** The client now holds the package (e.g. sold at the counter); a client not of the business is refused. */
export const holdPackageForClient = (db: Database, businessId: string, body: HoldBody) =>
  db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), eq(clients.id, body.clientId)));
    if (!client) throw validationFailed({ clientId: text('saluni.validation.referenceNotFound') });
    const row = await holdServicePackage(tx, businessId, body);
    return (await clientPackageDocuments(tx, businessId, [row]))[0];
  });

/**
 * Records one use of a service of a held package: 409 INVALID_STATE when every use of that
 * service is spent.
 */
export const useClientPackage = (db: Database, businessId: string, id: string, body: UseBody) =>
  db.transaction(async (tx) => {
    // Locked: two uses recorded at once can never spend more than the package holds.
    const [held] = await tx
      .select()
      .from(clientServicePackages)
      .where(byId(businessId, id))
      .for('update');
    if (!held) throw notFound();
    const included = held.services.filter((serviceId) => serviceId === body.serviceId).length;
    if (!included)
      throw validationFailed({ serviceId: text('saluni.services.validation.serviceNotInPackage') });
    const [{ used }] = await tx
      .select({ used: count() })
      .from(clientServicePackageUses)
      .where(
        businessRowsMatching(clientServicePackageUses, businessId, {
          clientServicePackageId: held.id,
          serviceId: body.serviceId,
        }),
      );
    if (used >= included)
      throw new HttpError(409, 'INVALID_STATE', text('saluni.services.errors.usedUp'));
    await tx.insert(clientServicePackageUses).values({
      businessId,
      id: uuidv7(),
      clientServicePackageId: held.id,
      serviceId: body.serviceId,
    });
    const [row] = await tx
      .update(clientServicePackages)
      .set({ updatedAt: new Date() })
      .where(byId(businessId, held.id))
      .returning();
    return (await clientPackageDocuments(tx, businessId, [row!]))[0];
  });

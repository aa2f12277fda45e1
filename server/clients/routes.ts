import { and, desc, eq, count as rowCount } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { client, clientCategory } from '../../registry';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { clientCategories, clientCategoryMembers, clients } from '../db/schema';
import { badRequest, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { parseListQuery } from '../registry/listQuery';
import { phoneSearchCountry } from '../registry/phoneSearch';
import { tenantTableOf, type TenantRow } from '../registry/table';
import { authorize, isUuid } from '../tenancy/access';
import { clientAggregate } from './aggregate';
import { categoryDocument, clientDocuments, clientHooks } from './categories';
import { sendClientsCsv } from './export';

type Query = Record<string, unknown>;

/** How many of the newest clients `GET /v1/client/count` lists beside the count. */
const LATEST_CLIENTS = 5;

const idField = textSchema()
  .required('saluni.validation.fieldRequired')
  .test('id', 'saluni.validation.mustBeId', (value) => value === undefined || isUuid(value));

const membershipSchema = yup.object({
  businessId: textSchema(),
  clientId: idField,
  categoryId: idField,
});
const addressSchema = yup.object({
  businessId: textSchema(),
  clientId: idField,
  address: textSchema(client.fields.address.maxLength)
    .defined('saluni.validation.fieldRequired')
    .nullable(),
});

/** The `businessId` of a JSON body, read before the body is validated (the gate comes first). */
const bodyBusinessId = (request: FastifyRequest): unknown =>
  request.body && typeof request.body === 'object'
    ? (request.body as { businessId?: unknown }).businessId
    : undefined;

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
    .where(and(eq(clients.businessId, businessId), eq(clients.id, clientId)))
    .for('share');
  const [categoryRow] = await tx
    .select()
    .from(clientCategories)
    .where(and(eq(clientCategories.businessId, businessId), eq(clientCategories.id, categoryId)))
    .for('share');
  const errors: Record<string, string> = {};
  if (!clientRow) errors.clientId = text('saluni.validation.referenceNotFound');
  if (!categoryRow) errors.categoryId = text('saluni.validation.referenceNotFound');
  if (Object.keys(errors).length) throw validationFailed(errors);
  return categoryRow as TenantRow;
};

/**
 * The client calls beyond the generic CRUD of registry/resources/client.ts (back-office.md 7):
 * count, aggregate, CSV export, category membership and the address update.
 */
export const registerClientsRoutes = (app: FastifyInstance, db: Database) => {
  const tenant = tenantTableOf(client);

  app.get<{ Querystring: Query }>('/v1/client/count', async (request) => {
    const access = await authorize(db, request, request.query.businessId, client.module, 'read');
    if (Object.keys(request.query).some((key) => key !== 'businessId'))
      throw badRequest('saluni.validation.invalidQuery');
    const ofBusiness = eq(clients.businessId, access.businessId);
    const [[{ clientCount }], latest] = await Promise.all([
      db.select({ clientCount: rowCount() }).from(clients).where(ofBusiness),
      db
        .select()
        .from(clients)
        .where(ofBusiness)
        .orderBy(desc(clients.createdAt), desc(clients.id))
        .limit(LATEST_CLIENTS),
    ]);
    return {
      clientCount,
      clients: await clientDocuments(db, access.businessId, latest as TenantRow[]),
    };
  });

  app.get<{ Querystring: Query }>('/v1/client/aggregate', async (request) => {
    const access = await authorize(db, request, request.query.businessId, client.module, 'read');
    if (Object.keys(request.query).some((key) => key !== 'businessId'))
      throw badRequest('saluni.validation.invalidQuery');
    return { clientAggregate: await clientAggregate(db, access.businessId) };
  });

  app.get<{ Querystring: Query }>('/v1/client/export', async (request, reply) => {
    const access = await authorize(db, request, request.query.businessId, client.module, 'read');
    // The whole match is exported: a page or limit would be silently ignored, so it is refused.
    if (request.query.page !== undefined || request.query.limit !== undefined)
      throw badRequest('saluni.validation.invalidQuery');
    const phoneCountry = await phoneSearchCountry(db, client, access.businessId, request.query.q);
    const list = parseListQuery(
      client,
      tenant,
      access.businessId,
      request.query,
      clientHooks.listFilters,
      phoneCountry,
    );
    return sendClientsCsv(reply, db, tenant, access.businessId, list);
  });

  /** Adding twice or removing a non-member changes nothing and still answers with the category. */
  const membershipRoute = (kind: 'add' | 'remove') =>
    app.post(`${clientCategory.path}/${kind}`, async (request) => {
      const access = await authorize(
        db,
        request,
        bodyBusinessId(request),
        clientCategory.module,
        'update',
      );
      const { clientId, categoryId } = await parseBody(membershipSchema, request.body);
      const category = await db.transaction(async (tx) => {
        const row = await lockMembers(tx, access.businessId, clientId, categoryId);
        if (kind === 'add') {
          await tx
            .insert(clientCategoryMembers)
            .values({ businessId: access.businessId, id: uuidv7(), clientId, categoryId })
            .onConflictDoNothing();
        } else {
          await tx
            .delete(clientCategoryMembers)
            .where(
              and(
                eq(clientCategoryMembers.businessId, access.businessId),
                eq(clientCategoryMembers.clientId, clientId),
                eq(clientCategoryMembers.categoryId, categoryId),
              ),
            );
        }
        return categoryDocument(tx, access.businessId, row);
      });
      return { category };
    });
  membershipRoute('add');
  membershipRoute('remove');

  app.post('/v1/user/address', async (request) => {
    const access = await authorize(db, request, bodyBusinessId(request), client.module, 'update');
    const { clientId, address } = await parseBody(addressSchema, request.body);
    const [row] = await db
      .update(clients)
      .set({ address: address?.trim() ?? null, updatedAt: new Date() })
      .where(and(eq(clients.businessId, access.businessId), eq(clients.id, clientId)))
      .returning();
    if (!row) throw validationFailed({ clientId: text('saluni.validation.referenceNotFound') });
    return { client: (await clientDocuments(db, access.businessId, [row as TenantRow]))[0] };
  });
};

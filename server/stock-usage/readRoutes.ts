import { pagingOf, refuseUnknownQueryKeys } from '../http/listQuery';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { USAGE_PURPOSES, USAGE_STATUSES } from '../../registry/stockUsage';
import { stockUsages } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { toPage } from '../registry/documents';
import { authorize, isUuid } from '../tenancy/access';
import { findUsageDocument, toUsageDocuments } from './documents';
import { STOCK_USAGE_MODULE } from './module';

type Query = Record<string, unknown>;

const LIST_KEYS = ['businessId', 'page', 'limit', 'q', 'purpose', 'status'];

/** A choice filter: absent or empty means all; anything else must be one of `choices`. */
const choiceParam = <T extends string>(value: unknown, choices: readonly T[]): T | undefined => {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value))
    throw badRequest('saluni.validation.invalidQuery');
  return value as T;
};

/** The conditions of the list: the business, `q` in the usage number, purpose and status. */
const listConditions = (businessId: string, query: Query) => {
  refuseUnknownQueryKeys(query, LIST_KEYS);
  const conditions: SQL[] = [eq(stockUsages.businessId, businessId)];
  if (query.q !== undefined) {
    if (typeof query.q !== 'string') throw badRequest('saluni.validation.invalidQuery');
    const term = query.q.trim();
    if (term)
      conditions.push(
        ilike(stockUsages.usageNumber, `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`),
      );
  }
  const purpose = choiceParam(query.purpose, USAGE_PURPOSES);
  if (purpose) conditions.push(eq(stockUsages.purpose, purpose));
  const status = choiceParam(query.status, USAGE_STATUSES);
  if (status) conditions.push(eq(stockUsages.status, status));
  return and(...conditions);
};

/**
 * The stock usage reads (docs/areas/stock-usage.md):
 *   GET /v1/stock-usage?businessId&q&purpose&status&page&limit -> { stockUsagePage }, newest first
 *   GET /v1/stock-usage/{id}?businessId -> { stockUsage }
 */
export const registerStockUsageReads = (app: FastifyInstance, db: Database) => {
  app.get<{ Querystring: Query }>('/v1/stock-usage', async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      STOCK_USAGE_MODULE,
      'read',
    );
    const where = listConditions(access.businessId, request.query);
    const { page, limit } = pagingOf(request.query);
    let rows = db
      .select()
      .from(stockUsages)
      .where(where)
      .orderBy(desc(stockUsages.createdAt), desc(stockUsages.id))
      .$dynamic();
    if (limit > 0) rows = rows.limit(limit).offset((page - 1) * limit);
    const [usages, [totals]] = await Promise.all([
      rows,
      db.select({ total: count() }).from(stockUsages).where(where),
    ]);
    const docs = await toUsageDocuments(db, access.businessId, usages);
    return {
      stockUsagePage: toPage(docs, totals!.total, limit > 0 ? page : 1, limit, {
        field: 'createdAt',
        direction: -1,
      }),
    };
  });

  app.get<{ Querystring: Query; Params: { id: string } }>(
    '/v1/stock-usage/:id',
    async (request) => {
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        STOCK_USAGE_MODULE,
        'read',
      );
      if (Object.keys(request.query).some((key) => key !== 'businessId'))
        throw badRequest('saluni.validation.invalidQuery');
      if (!isUuid(request.params.id)) throw notFound();
      const usage = await findUsageDocument(db, access.businessId, request.params.id);
      if (!usage) throw notFound();
      return { stockUsage: usage };
    },
  );
};

import { and, eq, ilike, type SQL } from 'drizzle-orm';
import { USAGE_PURPOSES, USAGE_STATUSES } from '../../registry/stockUsage';
import type { Database } from '../db/database';
import { newestFirstPage } from '../registry/documentPage';
import { stockUsages } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { pagingOf } from '../http/listQuery';
import { likePattern } from '../http/paging';
import { isUuid } from '../http/ids';
import { findUsageDocument, toUsageDocuments } from './documents';

type Query = Record<string, unknown>;

/** The list's query keys beside the business: `search` is the spec's name for the text, `q` ours. */
export const USAGE_LIST_KEYS = ['page', 'limit', 'q', 'search', 'purpose', 'status'] as const;

/** A choice filter: absent or empty means all; anything else must be one of `choices`. */
const choiceParam = <T extends string>(value: unknown, choices: readonly T[]): T | undefined => {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value))
    throw badRequest('saluni.validation.invalidQuery');
  return value as T;
};

/** The text searched in the usage number: `search` (the spec's key) or `q`, whichever is given. */
const searchTerm = (query: Query) => {
  const value = query.search ?? query.q;
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest('saluni.validation.invalidQuery');
  return value.trim() || undefined;
};

/** The conditions of the list: the business, the text in the usage number, purpose and status. */
const listConditions = (businessId: string, query: Query) => {
  const conditions: SQL[] = [eq(stockUsages.businessId, businessId)];
  const term = searchTerm(query);
  if (term) conditions.push(ilike(stockUsages.usageNumber, likePattern(term)));
  const purpose = choiceParam(query.purpose, USAGE_PURPOSES);
  if (purpose) conditions.push(eq(stockUsages.purpose, purpose));
  const status = choiceParam(query.status, USAGE_STATUSES);
  if (status) conditions.push(eq(stockUsages.status, status));
  return and(...conditions);
};

/** One page of the business's usages, newest first. */
export const listUsages = (db: Database, businessId: string, query: Query) =>
  newestFirstPage(db, stockUsages, listConditions(businessId, query), pagingOf(query), (rows) =>
    toUsageDocuments(db, businessId, rows),
  );

/** One usage of the business; a 404 when it has none by that id. */
export const usageById = async (db: Database, businessId: string, id: string) => {
  if (!isUuid(id)) throw notFound();
  const usage = await findUsageDocument(db, businessId, id);
  if (!usage) throw notFound();
  return usage;
};

import { count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { parsePageQuery } from '../http/pageQuery';
import { businessRowsMatching } from '../db/businessRows';
import { toPage, type Page } from './documents';

export interface PageRead<Q extends PgSelect> {
  /** The list's rows, filtered and ordered, not yet paged (a `$dynamic()` select). */
  rows: Q;
  /** How many rows the list holds in all, read beside the page. */
  total: Promise<number>;
  page: number;
  /** 0 for every row. */
  limit: number;
  /** The order `rows` follow, as the page reports it. */
  sort: { field: string; direction: 1 | -1 };
}

/** The order of most lists: the latest created first. */
export const NEWEST_FIRST = { field: 'createdAt', direction: -1 } as const;

/** How many rows of `table` match `where`: the total of a list read from one table. */
export const countRows = async (db: Database, table: PgTable, where: SQL | undefined) => {
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  return counted!.total;
};

/**
 * An area's list of one table narrowed by the id filters it allows (`?clientId=`): the page
 * asked, the condition its rows meet, and how many they are.
 */
export const filteredList = (
  db: Database,
  table: PgTable & { businessId: AnyPgColumn },
  businessId: string,
  queried: Record<string, unknown>,
  idFilters: readonly string[],
) => {
  const query = parsePageQuery(queried, idFilters);
  // Each id filter is named as the column it matches (server/http/pageQuery.ts).
  const where = businessRowsMatching(table, businessId, query.filters);
  return { query, where, total: countRows(db, table, where) };
};

/**
 * One page of an area's own list: its rows and total read together, each row made a document.
 * With limit 0 the page holds every row and is page 1, whatever page was asked.
 */
export const readPage = async <Q extends PgSelect, D>(
  { rows, total, page, limit, sort }: PageRead<Q>,
  toDocuments: (found: Awaited<Q>) => D[] | Promise<D[]>,
): Promise<Page<D>> => {
  const paged = limit > 0 ? rows.limit(limit).offset((page - 1) * limit) : rows;
  const [found, counted] = await Promise.all([paged as Q, total]);
  return toPage(await toDocuments(found), counted, limit > 0 ? page : 1, limit, sort);
};

import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { toPage, type Page } from '../registry/documents';
import { businessRow, businessRowsIn, type BusinessKeyed } from './businessRows';
import type { Database } from './database';

/** `page` (from 1) and `limit` (0 means every matching row) of a list call. */
export interface Paging {
  page: number;
  limit: number;
}

/** Only the rows of the page asked for; every row when `limit` is 0. */
export const pageRows = <Q extends PgSelect>(query: Q, { page, limit }: Paging): Q =>
  limit === 0 ? query : query.limit(limit).offset((page - 1) * limit);

interface NewestFirst {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * One page of a document list read newest first (the id breaks ties, so paging never repeats a
 * row), with the number of every matching row: the rows are made into documents by
 * `toDocuments` (their lines and names read in a few queries, whatever the page's size).
 */
export const newestFirstPage = async <T extends PgTable & NewestFirst, D>(
  db: Database,
  table: T,
  where: SQL | undefined,
  paging: Paging,
  toDocuments: (rows: T['$inferSelect'][]) => Promise<D[]>,
): Promise<Page<D>> => {
  const listed = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .$dynamic();
  const [rows, [totals]] = await Promise.all([
    pageRows(listed, paging),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return toPage(
    await toDocuments(rows as T['$inferSelect'][]),
    totals!.total,
    paging.limit === 0 ? 1 : paging.page,
    paging.limit,
    { field: 'createdAt', direction: -1 },
  );
};

/** The document of the row `id` of the business, made as the lists make theirs; undefined when there is none. */
export const businessDocument = async <T extends PgTable & BusinessKeyed, D>(
  db: Database,
  table: T,
  businessId: string,
  id: string,
  toDocuments: (rows: T['$inferSelect'][]) => Promise<D[]>,
): Promise<D | undefined> => {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(businessRow(table, businessId, id));
  return (await toDocuments(rows as T['$inferSelect'][]))[0];
};

/** Rows read per query when every matching document is wanted (a CSV export). */
const BATCH = 200;

/**
 * Every document of `table` that `where` selects, in `orderBy`'s order, read a batch of rows at
 * a time so a long history or a big catalogue never sits in memory whole.
 */
export async function* documentsInBatches<T extends PgTable, D>(
  db: Database,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  toDocuments: (rows: T['$inferSelect'][]) => Promise<D[]>,
): AsyncGenerator<D> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(BATCH)
      .offset(offset)) as T['$inferSelect'][];
    yield* await toDocuments(rows);
    if (rows.length < BATCH) return;
  }
}

/**
 * The rows of `table` that belong to the documents `parentIds` (their lines, payments or
 * refunds; `parentColumn` names the document), oldest first as a document lists them, read in
 * one query whatever the number of documents.
 */
export const rowsOfDocuments = async <
  T extends PgTable & BusinessKeyed & { createdAt: AnyPgColumn },
>(
  db: Database,
  table: T,
  parentColumn: AnyPgColumn,
  businessId: string,
  parentIds: readonly string[],
): Promise<T['$inferSelect'][]> =>
  (await db
    .select()
    .from(table as PgTable)
    .where(businessRowsIn(table, businessId, parentColumn, parentIds))
    .orderBy(asc(table.createdAt), asc(table.id))) as T['$inferSelect'][];

import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { businessRow, businessRowsMatching, type BusinessKeyed } from '../db/businessRows';
import type { Database } from '../db/database';
import type { Page } from './documents';
import { countRows, NEWEST_FIRST, readPage } from './pages';

/** `page` (from 1) and `limit` (0 means every matching row) of a list call. */
export interface Paging {
  page: number;
  limit: number;
}

interface NewestFirst {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * One page of a document list read newest first (the id breaks ties, so paging never repeats a
 * row), with the number of every matching row: the rows are made into documents by
 * `toDocuments` (their lines and names read in a few queries, whatever the page's size).
 */
export const newestFirstPage = <T extends PgTable & NewestFirst, D>(
  db: Database,
  table: T,
  where: SQL | undefined,
  paging: Paging,
  toDocuments: (rows: T['$inferSelect'][]) => Promise<D[]>,
): Promise<Page<D>> =>
  readPage(
    {
      rows: db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .$dynamic(),
      total: countRows(db, table, where),
      ...paging,
      sort: NEWEST_FIRST,
    },
    (rows) => toDocuments(rows as T['$inferSelect'][]),
  );

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
    .where(businessRowsMatching(table, businessId, {}, inArray(parentColumn, [...parentIds])))
    .orderBy(asc(table.createdAt), asc(table.id))) as T['$inferSelect'][];

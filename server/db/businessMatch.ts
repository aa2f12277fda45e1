import { and, eq, getTableColumns, inArray, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * What one column must hold: a value (or a column of a correlated row, or a placeholder), one of
 * a list of values, or null (the column is empty).
 */
type ColumnMatch<V> = V | SQLWrapper | readonly V[] | null;

type Columns<T extends PgTable> = T['_']['columns'];

/** Columns named as in the table's declaration, each with what it must hold. */
export type RowMatch<T extends PgTable> = {
  [K in keyof Columns<T>]?: ColumnMatch<Columns<T>[K]['_']['data']>;
};

const holds = (column: AnyPgColumn, wanted: ColumnMatch<unknown>): SQL => {
  if (wanted === null) return isNull(column);
  if (Array.isArray(wanted)) return inArray(column, wanted);
  return eq(column, wanted);
};

/**
 * The business's rows of `table` whose columns hold what `match` says, in the order it names
 * them (`{ orderId, method: 'm-pesa', status: ['pending', 'expired'] }`), and meet every further
 * condition: the one shape behind "this document's pending payments", "this cart's entry".
 */
export const businessRowsMatching = <T extends PgTable & { businessId: AnyPgColumn }>(
  table: T,
  businessId: string | SQLWrapper,
  match: RowMatch<T>,
  ...further: (SQL | undefined)[]
): SQL => {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const held = Object.entries(match).map(([name, wanted]) => holds(columns[name]!, wanted));
  return and(eq(table.businessId, businessId), ...held, ...further)!;
};

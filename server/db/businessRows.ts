import {
  and,
  eq,
  exists,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** A value in a condition: a text, or a column (a correlated row) or placeholder standing for one. */
type Operand = string | SQLWrapper;

/**
 * Every tenant table is keyed by (business_id, id) (schema/columns.ts): a row is always named
 * with its business, so one business never reads, joins or changes another's rows. The helpers
 * below build the conditions that say so, once, for every area's queries.
 */
export interface BusinessKeyed {
  businessId: AnyPgColumn;
  id: AnyPgColumn;
}

/** The row `id` of the business. */
export const businessRow = (table: BusinessKeyed, businessId: Operand, id: Operand): SQL =>
  and(eq(table.businessId, businessId), eq(table.id, id))!;

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
 * The business's rows of `table` whose columns hold what `match` says (`{ orderId, method:
 * 'm-pesa', status: ['pending', 'expired'] }`, `{ productId, variantId }`), and that meet every
 * further condition a query adds (a range, a list of ids).
 */
export const businessRowsMatching = <T extends PgTable & Pick<BusinessKeyed, 'businessId'>>(
  table: T,
  businessId: Operand,
  match: RowMatch<T>,
  ...further: (SQL | undefined)[]
): SQL => {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const held = Object.entries(match).map(([name, wanted]) => holds(columns[name]!, wanted));
  return and(eq(table.businessId, businessId), ...held, ...further)!;
};

/**
 * A join's condition: the row of `target` that `reference` names, in the business of the row
 * that holds `reference`, as the composite foreign keys require.
 */
export const joinReferenced = (target: BusinessKeyed, reference: AnyPgColumn): SQL => {
  const { businessId } = getTableColumns(reference.table);
  if (!businessId) throw new Error(`${getTableName(reference.table)} is not a business's table`);
  return and(eq(target.businessId, businessId), eq(target.id, reference))!;
};

/** The first row of `table` that `where` selects, locked for the transaction when `lock` says so. */
const firstRow = async <T extends PgTable>(
  db: Database,
  table: T,
  where: SQL,
  lock?: 'update' | 'share',
): Promise<T['$inferSelect'] | undefined> => {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  const rows: T['$inferSelect'][] = await (lock ? query.for(lock) : query);
  return rows[0];
};

/**
 * The row `id` of the business locked for the rest of the transaction `tx`, or undefined: a
 * second change of the same document waits here, then sees the state the first one left.
 */
export const lockBusinessRow = <T extends PgTable & BusinessKeyed>(
  tx: Database,
  table: T,
  businessId: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> =>
  firstRow(tx, table, businessRow(table, businessId, id), 'update');

/**
 * The row `id` names, whatever business holds it: only for a caller named by a global id (a
 * payment's transaction reference), which learns the business from the row and checks it.
 */
export const rowOfAnyBusiness = <T extends PgTable & BusinessKeyed>(
  db: Database,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | undefined> => firstRow(db, table, eq(table.id, id));

/**
 * `exists`: the `parent` row (of the outer query) has a row in `child`, in its business and
 * named by the child's `parentColumn`, that meets `condition`, as a list filter asks ("an order
 * with a cash payment", "a product with a variant in stock").
 */
export const hasChildRow = (
  db: Database,
  child: PgTable & BusinessKeyed,
  parentColumn: AnyPgColumn,
  parent: BusinessKeyed,
  condition: SQL,
): SQL =>
  exists(
    db
      .select({ id: child.id })
      .from(child as PgTable)
      .where(and(eq(child.businessId, parent.businessId), eq(parentColumn, parent.id), condition)),
  );

/**
 * Whether the business has a row in `table` that meets `conditions` (another warehouse of the
 * same name, a variant still holding stock), shared-locked when `lock` asks so that the row
 * cannot go before the caller's transaction ends.
 */
export const businessHasRowWhere = async (
  db: Database,
  table: PgTable & BusinessKeyed,
  businessId: string,
  conditions: (SQL | undefined)[],
  lock?: 'share',
): Promise<boolean> => {
  const query = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.businessId, businessId), ...conditions))
    .limit(1);
  const rows = await (lock ? query.for(lock) : query);
  return rows.length > 0;
};

/**
 * Whether the business has the row `id` in `table` (a reference a body names must be its own),
 * shared-locked when `lock` asks, as `businessHasRowWhere` says.
 */
export const hasBusinessRow = (
  db: Database,
  table: PgTable & BusinessKeyed,
  businessId: string,
  id: string,
  lock?: 'share',
): Promise<boolean> => businessHasRowWhere(db, table, businessId, [eq(table.id, id)], lock);

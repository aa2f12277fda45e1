import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { timestamps } from './columnTypes';

/**
 * The business a row belongs to and its id in it, for a row that goes with another row of the
 * business (a role's permission with its role) rather than with the business itself.
 */
export const businessRowKey = () => ({
  businessId: uuid('business_id').notNull(),
  id: uuid('id').notNull(),
});

/** The business a row belongs to and its id in it; deleting the business deletes the row. */
export const tenantKeyColumns = () => {
  const key = businessRowKey();
  return {
    ...key,
    businessId: key.businessId.references(() => businesses.id, { onDelete: 'cascade' }),
  };
};

/**
 * Columns of every tenant table. The key is `(business_id, id)` and every unique and foreign
 * key includes `business_id`, so the schema can be distributed by business (design.md 1).
 */
export const tenantColumns = () => ({ ...tenantKeyColumns(), ...timestamps() });

type TenantKeyed = { businessId: ExtraConfigColumn; id: ExtraConfigColumn };

/** The `(business_id, id)` primary key of a tenant table. */
export const tenantPrimaryKey = (t: TenantKeyed) => primaryKey({ columns: [t.businessId, t.id] });

/**
 * A tenant table whose rows are never changed (a use, an entry): the `(business_id, id)` key
 * first, then the table's own columns, and the primary key before the table's own keys.
 */
export const tenantKeyTable = <
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  columns: TColumns,
  extraConfig: (
    t: BuildExtraConfigColumns<TName, ReturnType<typeof tenantKeyColumns> & TColumns, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) =>
  pgTable(name, { ...tenantKeyColumns(), ...columns }, (t) => [
    tenantPrimaryKey(t),
    ...extraConfig(t),
  ]);

/** A tenant table: `tenantColumns` first (the key and the timestamps), then the table's own. */
export const tenantTable = <
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  columns: TColumns,
  extraConfig?: (
    t: BuildExtraConfigColumns<TName, ReturnType<typeof tenantColumns> & TColumns, 'pg'>,
  ) => PgTableExtraConfigValue[],
) =>
  tenantKeyTable<TName, ReturnType<typeof timestamps> & TColumns>(
    name,
    { ...timestamps(), ...columns },
    extraConfig,
  );

/**
 * A foreign key inside the business: `(business_id, column)` references `(business_id, id)` of
 * `target`, so a row can only point at a row of its own business. Without a `name`, Drizzle
 * names it from the tables and columns.
 */
export const tenantReference = (
  t: { businessId: ExtraConfigColumn },
  column: ExtraConfigColumn,
  target: { businessId: AnyPgColumn; id: AnyPgColumn },
  name?: string,
) =>
  foreignKey({
    name,
    columns: [t.businessId, column],
    foreignColumns: [target.businessId, target.id],
  });

/** The list's default order, newest first: `<table>_business_created_idx`. */
export const createdIndex = (
  table: string,
  t: { businessId: ExtraConfigColumn; createdAt: ExtraConfigColumn },
) => index(`${table}_business_created_idx`).on(t.businessId, t.createdAt);

/**
 * A trigram index for a column the registry declares `searchable`: `q` becomes
 * `ILIKE '%term%'`, which a B-tree cannot serve (migration 0001 creates the extension).
 */
export const searchIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/**
 * A B-tree for a column a list is sorted by: it reads the business's first page from the index
 * instead of sorting every row. The id ends the key as it ends the route's order (the
 * tie-breaker), so no sort step is left.
 */
export const sortIndex = (name: string, t: TenantKeyed, column: ExtraConfigColumn) =>
  index(name).on(t.businessId, column, t.id);

/**
 * The indexes a registry resource's list reads (tests/api/registry/indexes.test.ts checks them):
 * the creation time's for the default sort, `<table>_business_<column>_idx` for each column it
 * may be sorted by and `<table>_<column>_search_idx` for each one `q` searches.
 */
export const listIndexes = (
  table: string,
  t: TenantKeyed & { createdAt: ExtraConfigColumn },
  {
    sortable = [],
    searchable = [],
  }: { sortable?: ExtraConfigColumn[]; searchable?: ExtraConfigColumn[] } = {},
) => [
  createdIndex(table, t),
  ...sortable.map((column) => sortIndex(`${table}_business_${column.name}_idx`, t, column)),
  ...searchable.map((column) => searchIndex(`${table}_${column.name}_search_idx`, column)),
];

/** `<table>_quantity_positive`: a line counts at least one of what it names. */
export const positiveQuantity = (table: string, t: { quantity: ExtraConfigColumn }) =>
  check(`${table}_quantity_positive`, sql`${t.quantity} > 0`);

/** `<table>_rating_range`: a rating is 1 to 5 stars. */
export const ratingRange = (table: string, t: { rating: ExtraConfigColumn }) =>
  check(`${table}_rating_range`, sql`${t.rating} between 1 and 5`);

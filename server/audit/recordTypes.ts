import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { RESOURCES } from '../../registry';
import * as schema from '../db/schema';

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Table name -> (column name -> API field name), to speak of a row's fields as the API does. */
const FIELD_NAMES = new Map(
  TABLES.map((table) => [
    getTableName(table),
    new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key])),
  ]),
);

const tableOfResource = new Map<string, string>();
const resourceOfTable = new Map<string, string>();
for (const resource of RESOURCES) {
  const table = (schema as unknown as Record<string, PgTable | undefined>)[resource.table];
  if (!table) continue;
  tableOfResource.set(resource.name, getTableName(table));
  // The first declaration of a table names it (a table may back more than one resource).
  if (!resourceOfTable.has(getTableName(table)))
    resourceOfTable.set(getTableName(table), resource.name);
}

/** The table a record type names (a resource's name, or a table's own), or undefined. */
export const tableOfRecordType = (recordType: string): string | undefined =>
  tableOfResource.get(recordType) ?? (FIELD_NAMES.has(recordType) ? recordType : undefined);

/** The record type of a table's rows, as the API names them. */
export const recordTypeOf = (table: string): string => resourceOfTable.get(table) ?? table;

/** A row's fields under their API names (`full_name` -> `fullName`). */
export const withFieldNames = (
  table: string,
  fields: Record<string, unknown> | null,
): Record<string, unknown> | null => {
  if (!fields) return null;
  const names = FIELD_NAMES.get(table);
  return Object.fromEntries(
    Object.entries(fields).map(([column, value]) => [names?.get(column) ?? column, value]),
  );
};

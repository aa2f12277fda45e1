import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { REDACTED_COLUMN_ENDINGS, REDACTED_COLUMNS } from '../db/auditTrail';
import * as schema from '../db/schema';

/** One tenant table as the export writes it: the columns it may show, by their database names. */
export interface ExportedTable {
  name: string;
  table: PgTable;
  businessId: PgColumn;
  id: PgColumn | undefined;
  columns: PgColumn[];
}

/**
 * Never in an export: what the audit trail redacts (hashes, secrets, keys, a webhook endpoint's
 * signing secret, a file's bytes, which go under `files/` instead), and any bytes.
 */
const isSecret = (table: string, column: PgColumn) =>
  column.getSQLType() === 'bytea' ||
  REDACTED_COLUMN_ENDINGS.some((ending) => column.name.endsWith(ending)) ||
  REDACTED_COLUMNS.includes(`${table}.${column.name}`);

/** The exports themselves hold archives, not the business's data. */
const NOT_EXPORTED = new Set(['business_exports']);

/** Every table of the schema with a `business_id` column: the business's own rows. */
export const exportedTables = (): ExportedTable[] =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const name = getTableName(table);
      const columns = Object.values(getTableColumns(table));
      const businessId = columns.find((column) => column.name === 'business_id');
      if (!businessId || NOT_EXPORTED.has(name)) return [];
      return [
        {
          name,
          table,
          businessId,
          id: columns.find((column) => column.name === 'id'),
          columns: columns.filter((column) => !isSecret(name, column)),
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name));

import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { RESOURCES, type ResourceDeclaration } from '../../../registry';
import { sortFieldsOf } from '../../../server/registry/listQuery';
import * as schema from '../../../server/db/schema';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

/** Every field a resource declares `searchable` has a trigram index, so `q` never scans the table. */
describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
  '%s search indexes',
  (_name, resource: ResourceDeclaration) => {
    const table = (schema as unknown as Record<string, PgTable>)[resource.table];
    const tableName = getTableConfig(table).name;
    const searchable = Object.entries(resource.fields).filter(([, field]) => field.searchable);

    it.each(searchable.map(([field]) => field))(
      '%s has a gin_trgm_ops index in the migrated database',
      async (field) => {
        const columnName = getTableColumns(table)[field].name;
        const { rows } = await context.database.query(
          'select indexdef from pg_indexes where tablename = $1',
          [tableName],
        );
        const definitions = rows.map((row) => String(row.indexdef));
        expect(
          definitions.some(
            (definition) =>
              definition.includes('USING gin') &&
              definition.includes(`(${columnName} gin_trgm_ops)`),
          ),
        ).toBe(true);
      },
    );
  },
);

/** The key columns of each index of a table in the migrated database, unique constraints included. */
const indexedColumns = async (tableName: string): Promise<string[][]> => {
  const { rows } = await context.database.query(
    `select array_to_string(array(select a.attname from unnest(i.indkey) with ordinality k(attnum, n)
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n), ',') as columns
     from pg_index i where i.indrelid = $1::regclass`,
    [tableName],
  );
  return rows.map((row) => String(row.columns).split(','));
};

/** Every field a list may be sorted by has a B-tree led by (business_id, column), so a sort never reads the whole business. */
describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
  '%s sort indexes',
  (_name, resource: ResourceDeclaration) => {
    const table = (schema as unknown as Record<string, PgTable>)[resource.table];
    const tableName = getTableConfig(table).name;

    it.each(sortFieldsOf(resource))(
      '%s has an index on (business_id, its column) in the migrated database',
      async (field) => {
        const columnName = getTableColumns(table)[field].name;
        const indexes = await indexedColumns(tableName);
        expect(
          indexes.some(([first, second]) => first === 'business_id' && second === columnName),
        ).toBe(true);
      },
    );
  },
);

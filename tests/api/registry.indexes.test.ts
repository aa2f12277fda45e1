import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { RESOURCES, type ResourceDeclaration } from '../../registry';
import * as schema from '../../server/db/schema';
import { setupTestApp } from './support/testApp';

const context = setupTestApp();

/** Every field a resource declares `searchable` has a trigram index, so `q` never scans the table. */
describe.each(RESOURCES.map((resource) => [resource.name, resource] as const))('%s search indexes', (_name, resource: ResourceDeclaration) => {
  const table = (schema as unknown as Record<string, PgTable>)[resource.table];
  const tableName = getTableConfig(table).name;
  const searchable = Object.entries(resource.fields).filter(([, field]) => field.searchable);

  it.each(searchable.map(([field]) => field))('%s has a gin_trgm_ops index in the migrated database', async (field) => {
    const columnName = getTableColumns(table)[field].name;
    const { rows } = await context.database.query('select indexdef from pg_indexes where tablename = $1', [tableName]);
    const definitions = rows.map((row) => String(row.indexdef));
    expect(definitions.some((definition) => definition.includes('USING gin') && definition.includes(`(${columnName} gin_trgm_ops)`))).toBe(true);
  });
});

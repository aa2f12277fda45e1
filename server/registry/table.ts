import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../registry/types';
import * as schema from '../db/schema';

/** The columns every tenant table has (server/db/schema/columns.ts). */
export interface TenantTable {
  table: PgTable;
  businessId: PgColumn;
  id: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  /** Declared field name -> column. */
  fields: Record<string, PgColumn>;
}

export type TenantRow = Record<string, unknown> & {
  businessId: string;
  id: string;
  createdAt: Date;
  updatedAt: Date;
};

/** Finds the table a declaration names and checks it has a column per declared field. */
export const tenantTableOf = (resource: ResourceDeclaration): TenantTable => {
  const table = (schema as unknown as Record<string, PgTable | undefined>)[resource.table];
  if (!table)
    throw new Error(`Resource ${resource.name}: no table ${resource.table} in server/db/schema`);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields: Record<string, PgColumn> = {};
  for (const name of Object.keys(resource.fields)) {
    const column = columns[name];
    if (!column)
      throw new Error(
        `Resource ${resource.name}: table ${resource.table} has no column for field ${name}`,
      );
    fields[name] = column;
  }
  const { businessId, id, createdAt, updatedAt } = columns;
  if (!businessId || !id || !createdAt || !updatedAt)
    throw new Error(`Resource ${resource.name}: ${resource.table} lacks tenant columns`);
  return { table, businessId, id, createdAt, updatedAt, fields };
};

/** The column behind a sortable name: a declared field or the creation time. */
export const sortColumn = (tenant: TenantTable, name: string): PgColumn | undefined =>
  name === 'createdAt' ? tenant.createdAt : tenant.fields[name];

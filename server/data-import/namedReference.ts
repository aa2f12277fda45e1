import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../registry/types';
import type { Database } from '../db/database';
import { HttpError, validationFailed } from '../http/errors';
import { createRecord, namedRecords, type ImportSetting } from './rows';

interface NamedTable {
  table: PgTable;
  businessId: PgColumn;
  id: PgColumn;
  name: PgColumn;
}

/**
 * A record named by a row (a service's category, a staff member's job title): the business's
 * one of that name, else made by its own create call in the import's transaction. A refused
 * name is reported on `apiField`, the field of the row's own record that refers to it.
 */
export const namedReference = async (
  tx: Database,
  setting: ImportSetting,
  resource: ResourceDeclaration,
  { table, businessId, id, name }: NamedTable,
  apiField: string,
) => {
  const rows = (await tx
    .select({ id, name })
    .from(table)
    .where(eq(businessId, setting.access.businessId))) as { id: string; name: string }[];
  const records = namedRecords(rows);
  return async (writer: Database, wanted: string): Promise<string> => {
    const [found] = records.find(wanted);
    if (found) return found.id;
    try {
      const made = await createRecord(writer, setting, resource, { name: wanted });
      records.add(wanted, { id: made._id, name: wanted });
      return made._id;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      throw validationFailed({ [apiField]: Object.values(error.fields ?? {})[0] ?? error.message });
    }
  };
};

import type { PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { lockBusinessRow, type BusinessKeyed } from '../db/businessRows';
import type { Database } from '../db/database';

/**
 * Runs `change` in one transaction holding the lock of the document's row, so two changes of
 * one document (an edit, a status move, a delete) wait for each other and the second sees what
 * the first wrote. An id that is not one, another business's document or none is a 404 and
 * nothing is written.
 */
export const withLockedDocument = <T extends PgTable & BusinessKeyed, R>(
  db: Database,
  table: T,
  businessId: string,
  id: string,
  change: (tx: Database, row: T['$inferSelect']) => Promise<R>,
): Promise<R> => {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const row = await lockBusinessRow(tx, table, businessId, id);
    if (!row) throw notFound();
    return change(tx, row);
  });
};

import type { PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { businessRow, lockBusinessRow, type BusinessKeyed } from '../db/businessRows';
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

/**
 * The changes of one kind of document (a purchase request, a receipt, a stock usage), each on
 * its row locked as `withLockedDocument` holds it: a change answers with the document as it
 * left it, a delete with the document as it was. `find` reads the document as its list shows it.
 */
export const lockedDocumentChanges = <T extends PgTable & BusinessKeyed, D>(
  table: T,
  find: (db: Database, businessId: string, id: string) => Promise<D | undefined>,
) => {
  /** The document `id`, which the caller has just written and so knows is there. */
  const written = async (db: Database, businessId: string, id: string): Promise<D> =>
    (await find(db, businessId, id))!;
  return {
    written,
    /** Runs `change` on the locked row, then answers with the document it made. */
    change: async (
      db: Database,
      businessId: string,
      id: string,
      change: (tx: Database, row: T['$inferSelect']) => Promise<void>,
    ): Promise<D> => {
      await withLockedDocument(db, table, businessId, id, change);
      return written(db, businessId, id);
    },
    /** Deletes the document unless `refuse` throws on its row, answering with it as it was. */
    remove: (
      db: Database,
      businessId: string,
      id: string,
      refuse: (row: T['$inferSelect']) => void,
    ): Promise<D> =>
      withLockedDocument(db, table, businessId, id, async (tx, row) => {
        refuse(row);
        const document = await written(tx, businessId, id);
        await tx.delete(table).where(businessRow(table, businessId, id));
        return document;
      }),
  };
};

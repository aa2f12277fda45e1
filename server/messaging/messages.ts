import type { Database } from '../db/database';
import { clientMessages } from '../db/schema';
import { notFound } from '../http/errors';
import { pagingOf } from '../http/listQuery';
import { idsOfQuery } from '../registry/deleteQuery';
import { deletedReply } from '../registry/deletedReply';
import { toMessageDocuments } from './documents';
import { newestFirstPage } from '../registry/documentPage';
import { businessRowsMatching } from '../db/businessRows';

export type MessageChannel = 'email' | 'sms';

/** A channel's messages, newest first, each with its recipients (`?page&limit`). */
export const messagePage = async (
  db: Database,
  businessId: string,
  channel: MessageChannel,
  query: Record<string, unknown>,
) => {
  const where = businessRowsMatching(clientMessages, businessId, { channel });
  return newestFirstPage(db, clientMessages, where, pagingOf(query), (messages) =>
    toMessageDocuments(db, businessId, messages),
  );
};

/**
 * Deletes the messages `?id=…[&id=…]` names, answering `{ [replyKey]: message }` for one and
 * `{ deleted }` for several. The message and its outbox rows go in one transaction, so a pending
 * recipient is never sent; units already charged stay charged.
 */
export const deleteMessages = async (
  db: Database,
  businessId: string,
  channel: MessageChannel,
  query: Record<string, unknown>,
  replyKey: 'clientEmail' | 'clientSMS',
) => {
  const ids = idsOfQuery(query);
  const deleted = await db.transaction(async (tx) => {
    const where = businessRowsMatching(clientMessages, businessId, { channel, id: ids });
    const rows = await tx
      .select()
      .from(clientMessages)
      .where(where)
      .orderBy(clientMessages.id)
      .for('update');
    if (rows.length !== ids.length) throw notFound();
    const docs = await toMessageDocuments(tx, businessId, rows);
    // The outbox rows go with it (foreign key on delete cascade).
    await tx.delete(clientMessages).where(where);
    return docs;
  });
  const ordered = ids.map((id) => deleted.find((doc) => doc._id === id)!);
  return deletedReply(ids, replyKey, ordered);
};

import { pagingOf, refuseUnknownQueryKeys } from '../http/listQuery';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { clientMessages } from '../db/schema';
import { notFound } from '../http/errors';
import { idsOfQuery } from '../registry/deleteQuery';
import { toPage } from '../registry/documents';
import { authorize, checkVendorModule } from '../tenancy/access';
import { toMessageDocuments } from './documents';
import { MESSAGES_MODULE } from './module';

type Query = Record<string, unknown>;

const LIST_KEYS = ['businessId', 'page', 'limit'];

const CHANNELS = [
  {
    channel: 'email',
    path: '/v1/client-email',
    pageKey: 'clientEmailPage',
    replyKey: 'clientEmail',
  },
  { channel: 'sms', path: '/v1/client-sms', pageKey: 'clientSMSPage', replyKey: 'clientSMS' },
] as const;

/**
 * The reads and deletes of client messages (docs/areas/messaging.md), the same for both channels:
 *   GET    {path}?businessId&page&limit -> { clientEmailPage | clientSMSPage }, newest first, each with its recipients
 *   DELETE {path}?businessId&id=…[&id=…] (vendor-module marketing.Client Messages) -> { clientEmail | clientSMS } or { deleted }
 * A delete removes the message and its outbox rows in one transaction, so a pending recipient is
 * never sent; units already charged stay charged.
 */
export const registerMessageReads = (app: FastifyInstance, db: Database) => {
  for (const { channel, path, pageKey, replyKey } of CHANNELS) {
    app.get<{ Querystring: Query }>(path, async (request) => {
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        MESSAGES_MODULE,
        'read',
      );
      refuseUnknownQueryKeys(request.query, LIST_KEYS);
      const { page, limit } = pagingOf(request.query);
      const where = and(
        eq(clientMessages.businessId, access.businessId),
        eq(clientMessages.channel, channel),
      );
      let rows = db
        .select()
        .from(clientMessages)
        .where(where)
        .orderBy(desc(clientMessages.createdAt), desc(clientMessages.id))
        .$dynamic();
      if (limit > 0) rows = rows.limit(limit).offset((page - 1) * limit);
      const [messages, [totals]] = await Promise.all([
        rows,
        db.select({ total: count() }).from(clientMessages).where(where),
      ]);
      const docs = await toMessageDocuments(db, access.businessId, messages);
      return {
        [pageKey]: toPage(docs, totals!.total, limit > 0 ? page : 1, limit, {
          field: 'createdAt',
          direction: -1,
        }),
      };
    });

    app.delete<{ Querystring: Query }>(path, async (request) => {
      checkVendorModule(request, MESSAGES_MODULE);
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        MESSAGES_MODULE,
        'delete',
      );
      const ids = idsOfQuery(request.query);
      const deleted = await db.transaction(async (tx) => {
        const where = and(
          eq(clientMessages.businessId, access.businessId),
          eq(clientMessages.channel, channel),
          inArray(clientMessages.id, ids),
        );
        const rows = await tx
          .select()
          .from(clientMessages)
          .where(where)
          .orderBy(clientMessages.id)
          .for('update');
        if (rows.length !== ids.length) throw notFound();
        const docs = await toMessageDocuments(tx, access.businessId, rows);
        // The outbox rows go with it (foreign key on delete cascade).
        await tx.delete(clientMessages).where(where);
        return docs;
      });
      const ordered = ids.map((id) => deleted.find((doc) => doc._id === id)!);
      return ids.length === 1 ? { [replyKey]: ordered[0] } : { deleted: ordered };
    });
  }
};

import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';
import { text } from '../http/messages';
import { africasTalkingGateway } from '../messaging';
import { toPage } from '../registry/documents';
import { requireMember } from '../tenancy/access';
import { readOutboxConfig, type OutboxConfig } from './config';
import { mailFolderTransport } from './mailFolder';
import { smtpTransport, startOutboxWorker, type Transports } from './worker';

type Query = Record<string, unknown>;

const PAGE_NUMBER = /^\d{1,6}$/;

/** A link carrying a token in a message body: `https://…/#/invitation/<token>`. */
const PRIVATE_LINK = /\S*\/#\/[a-z-]+\/[A-Za-z0-9_-]{20,}/g;

/**
 * The body as owners may read it: a link meant for the recipient alone (an invitation) is
 * replaced whole, so whoever reads the outbox can neither follow it nor learn its path.
 */
const withoutPrivateLinks = (body: string) =>
  body.replace(PRIVATE_LINK, () => text('saluni.outbox.privateLink'));

const toDocument = (row: typeof outboxMessages.$inferSelect) => ({
  _id: row.id,
  businessId: row.businessId,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: withoutPrivateLinks(row.body),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * `GET /v1/outbox?businessId&page&limit`: the business's messages, newest first, for owners
 * and admins only, with private links replaced. And, when e-mail (SMTP or the mail folder) or
 * Africa's Talking is set up, the worker that delivers e-mail and SMS rows while the server runs.
 */
export const registerOutbox = (
  app: FastifyInstance,
  db: Database,
  config: OutboxConfig = readOutboxConfig(),
) => {
  app.get<{ Querystring: Query }>('/v1/outbox', async (request) => {
    const access = await requireMember(db, request, request.query.businessId);
    if (access.role === 'staff') throw forbidden();
    const { page = '1', limit = '10', businessId: _businessId, ...unknown } = request.query;
    if (
      Object.keys(unknown).length ||
      typeof page !== 'string' ||
      typeof limit !== 'string' ||
      !PAGE_NUMBER.test(page) ||
      !PAGE_NUMBER.test(limit) ||
      page === '0'
    ) {
      throw badRequest('saluni.validation.invalidQuery');
    }
    const pageNumber = Number(page);
    const size = Math.min(Number(limit), 1000);
    const where = eq(outboxMessages.businessId, access.businessId);
    let rows = db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .$dynamic();
    if (size > 0) rows = rows.limit(size).offset((pageNumber - 1) * size);
    const [docs, [{ total }]] = await Promise.all([
      rows,
      db.select({ total: count() }).from(outboxMessages).where(where),
    ]);
    return {
      outboxMessagePage: toPage(docs.map(toDocument), total, size > 0 ? pageNumber : 1, size, {
        field: 'createdAt',
        direction: -1,
      }),
    };
  });

  // Each channel is delivered only when configured; otherwise its rows stay pending, visibly unsent.
  const transports: Transports = {
    ...(config.smtpUrl
      ? { email: smtpTransport(config.smtpUrl, config.from) }
      : config.mailFolder && { email: mailFolderTransport(config.mailFolder, config.from) }),
    ...(config.africasTalking && { sms: africasTalkingGateway(config.africasTalking) }),
  };
  if (!transports.email && !transports.sms) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startOutboxWorker(db, transports, config.pollMilliseconds, (error) =>
      app.log.error({ err: error }, 'outbox delivery failed'),
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
};

import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';
import { text } from '../http/messages';
import type { Access } from '../tenancy/access';
import { newestFirstPage } from '../registry/documentPage';

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

/** `?page&limit`, both whole numbers (page from 1, limit up to 1000, 0 for all); else a 400. */
const pagingOf = (query: Record<string, unknown>) => {
  const { page = '1', limit = '10', businessId: _businessId, ...unknown } = query;
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
  return { page: Number(page), size: Math.min(Number(limit), 1000) };
};

/**
 * The business's messages, newest first, for owners and admins only (staff are refused), with
 * private links replaced.
 */
export const outboxPage = async (db: Database, access: Access, query: Record<string, unknown>) => {
  if (access.role === 'staff') throw forbidden();
  const { page, size } = pagingOf(query);
  const where = eq(outboxMessages.businessId, access.businessId);
  return newestFirstPage(db, outboxMessages, where, { page, limit: size }, async (docs) =>
    docs.map(toDocument),
  );
};

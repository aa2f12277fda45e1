import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  READ_AHEAD_PAGES,
  type ReadAheadPage,
  type ReadAheadReply,
} from '../../registry/readAhead';
import { clientCategory, client as clientResource } from '../../registry';
import { ROUTES } from '../../registry/routes';
import { SESSION_COOKIE } from '../http/cookies';
import type { Database } from '../db/database';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { serveRoute } from '../tenancy/declaredRoutes';
import { addToWallClock, instantOf, localDate } from '../tenancy/zonedTime';
import { userWithRoles, type UserWithRoles } from './userRoles';

interface Read {
  path: string;
  query: Record<string, string>;
}

/** The first instant of the business day `day` in `zone`, as the web app writes it (ISO). */
const dayStartIso = (day: string, zone: string) => instantOf(`${day}T00:00:00`, zone).toISOString();

/**
 * Each page's first reads in the business `businessId`, with the query the web app writes for
 * them; a read whose query differs is simply made again by the app.
 */
const PAGE_READS: Record<ReadAheadPage, (businessId: string, zone: string) => Read[]> = {
  // src/dashboard: the overview, the first-run checklist, the tax-invoice warning and the day's
  // appointments, the day being today on the business's clock (design.md 2).
  dashboard: (businessId, zone) => {
    const today = localDate(new Date(), zone);
    const tomorrow = addToWallClock(`${today}T00:00:00`, 1, 'day').slice(0, 10);
    const reads: Read[] = [
      { path: ROUTES.reportOverview.path, query: { businessId } },
      { path: ROUTES.firstRunGet.path, query: { businessId } },
      { path: ROUTES.taxInvoiceAttention.path, query: { businessId } },
      {
        path: ROUTES.appointmentList.path,
        query: {
          businessId,
          startDate: dayStartIso(today, zone),
          endDate: dayStartIso(tomorrow, zone),
          limit: '0',
        },
      },
    ];
    return reads;
  },
  // src/clients: the list's first page as it opens (GenericList's ten rows in the declared
  // order) and its category filter's choices (a reference input's first 25, by name).
  client: (businessId) => [
    {
      path: clientResource.path,
      query: { businessId, page: '1', limit: '10', sort: clientResource.defaultSort },
    },
    {
      path: clientCategory.path,
      query: { businessId, page: '1', limit: '25', sort: clientCategory.titleField },
    },
  ],
};

const isPage = (value: unknown): value is ReadAheadPage =>
  READ_AHEAD_PAGES.includes(value as ReadAheadPage);

/**
 * Makes each read as the caller would, with the caller's cookie and language, through the
 * routes themselves: the same guards, checks and replies. A refused or failed read is left out;
 * the app makes it itself and shows its error as it would.
 */
const readAll = async (app: FastifyInstance, headers: ReadHeaders, reads: Read[]) => {
  const replies = await Promise.all(
    reads.map(async ({ path, query }): Promise<ReadAheadReply | undefined> => {
      const reply = await app.inject({ method: 'GET', url: path, query, headers });
      return reply.statusCode === 200 ? { path, query, body: reply.json() } : undefined;
    }),
  );
  return replies.filter((reply) => reply !== undefined);
};

/** The headers the reads are made with: the caller's session cookie and language. */
type ReadHeaders = Record<'cookie' | 'accept-language', string>;

/**
 * `page`'s first reads for `account`, in the business `businessId` names (the first of the
 * account's when it names none of theirs); none for an account of no business.
 */
export const readPageAhead = (
  app: FastifyInstance,
  account: Pick<UserWithRoles, 'roles'>,
  ask: { page: ReadAheadPage; businessId?: string | null },
  headers: ReadHeaders,
): Promise<ReadAheadReply[]> => {
  const roles = account.roles;
  const role = roles.find(({ business }) => business._id === ask.businessId) ?? roles[0];
  if (!role) return Promise.resolve([]);
  return readAll(app, headers, PAGE_READS[ask.page](role.business._id, role.business.timezone));
};

/**
 * The headers for reads made as the caller: their language, and the session `sessionToken`
 * names (one just started) or else the cookie they sent.
 */
export const readHeadersOf = (request: FastifyRequest, sessionToken?: string): ReadHeaders => ({
  cookie:
    sessionToken === undefined
      ? (request.headers.cookie ?? '')
      : `${SESSION_COOKIE}=${sessionToken}`,
  'accept-language': request.headers['accept-language'] ?? '',
});

/**
 * `GET /v1/session/start`: the user and, with `page`, that page's first reads in the business
 * `businessId` names (the first of the user's when it names none of theirs), in one round trip
 * (registry/readAhead.ts).
 */
export const serveReadAhead = (app: FastifyInstance, db: Database) =>
  serveRoute(app, db, ROUTES.readAhead, { query: ['page'] }, async ({ user, query, request }) => {
    if (query.page !== undefined && !isPage(query.page))
      throw validationFailed({
        page: text('saluni.validation.invalidChoice', { choices: READ_AHEAD_PAGES.join(', ') }),
      });
    const account = await userWithRoles(db, user.id);
    const replies: ReadAheadReply[] = [
      { path: ROUTES.currentUser.path, query: {}, body: { user: account } },
    ];
    if (query.page === undefined || !account) return replies;
    const ask = { page: query.page, businessId: String(query.businessId ?? '') };
    return [...replies, ...(await readPageAhead(app, account, ask, readHeadersOf(request)))];
  });

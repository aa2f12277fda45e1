import type { FastifyInstance } from 'fastify';
import type { ModuleName } from '../../registry/modules';
import { SEARCH_TERM_MAX_LENGTH, type SearchResults } from '../../registry/search';
import { businessLocale } from '../tenancy/locale';
import type { Database } from '../db/database';
import { badRequest } from '../http/errors';
import { refuseUnknownQueryKeys } from '../http/listQuery';
import { readableModules, requireMember } from '../tenancy/access';
import { appointmentHits, clientHits, orderHits, type SearchTerm } from './queries';

type Query = Record<string, unknown>;

/** The module whose read permission each kind of hit needs. */
const KIND_MODULES = {
  clients: 'clients.Profile',
  appointments: 'appointments.Appointments',
  orders: 'products.Orders',
} as const satisfies Record<keyof SearchResults, ModuleName>;

/** `q`: one text of at most SEARCH_TERM_MAX_LENGTH characters, trimmed; anything else is a 400 that says why. */
const termOf = (query: Query): string => {
  const { q } = query;
  if (typeof q !== 'string') throw badRequest('saluni.validation.searchTermRequired');
  const text = q.trim();
  if (text.length > SEARCH_TERM_MAX_LENGTH)
    throw badRequest('saluni.validation.searchTermTooLong', {
      max: String(SEARCH_TERM_MAX_LENGTH),
    });
  return text;
};

/**
 * `GET /v1/search?businessId&q` (registry/search.ts): the app bar's search. Any member may ask;
 * each kind is searched only when the member may read its module, and only in the business
 * named, whose membership was checked first.
 */
export const registerSearchRoutes = (app: FastifyInstance, db: Database) => {
  app.get<{ Querystring: Query }>('/v1/search', async (request) => {
    const access = await requireMember(db, request, request.query.businessId);
    refuseUnknownQueryKeys(request.query, ['businessId', 'q']);
    const text = termOf(request.query);
    const readable = await readableModules(db, access, Object.values(KIND_MODULES));
    const { country, timezone } = await businessLocale(db, access.businessId);
    const term: SearchTerm = { businessId: access.businessId, text, country, timeZone: timezone };
    // A blank term finds nothing, but still tells which kinds the member may search.
    const search = <T>(
      kind: keyof SearchResults,
      find: (database: Database, searched: SearchTerm) => Promise<T[]>,
    ) => (readable.has(KIND_MODULES[kind]) ? (text ? find(db, term) : []) : undefined);
    const [clients, appointments, orders] = await Promise.all([
      search('clients', clientHits),
      search('appointments', appointmentHits),
      search('orders', orderHits),
    ]);
    const searchResults: SearchResults = {
      ...(clients && { clients }),
      ...(appointments && { appointments }),
      ...(orders && { orders }),
    };
    return { searchResults };
  });
};

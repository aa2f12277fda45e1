import type { ModuleName } from '../../registry/modules';
import { SEARCH_TERM_MAX_LENGTH, type SearchResults } from '../../registry/search';
import type { Database } from '../db/database';
import { badRequest } from '../http/errors';
import { readableModules, type Access } from '../tenancy/access';
import { businessLocale } from '../tenancy/locale';
import { appointmentHits, clientHits, orderHits, type SearchTerm } from './queries';

/** The module whose read permission each kind of hit needs. */
const KIND_MODULES = {
  clients: 'clients.Profile',
  appointments: 'appointments.Appointments',
  orders: 'products.Orders',
} as const satisfies Record<keyof SearchResults, ModuleName>;

/** `q`: one text of at most SEARCH_TERM_MAX_LENGTH characters, trimmed; anything else is a 400 that says why. */
export const termOf = (query: Record<string, unknown>): string => {
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
 * The member's search of one business: each kind is searched only when the member may read its
 * module. A blank term finds nothing, but still tells which kinds the member may search.
 */
export const searchBusiness = async (
  db: Database,
  access: Access,
  text: string,
): Promise<SearchResults> => {
  const readable = await readableModules(db, access, Object.values(KIND_MODULES));
  const { country, timezone } = await businessLocale(db, access.businessId);
  const term: SearchTerm = { businessId: access.businessId, text, country, timeZone: timezone };
  const search = <T>(
    kind: keyof SearchResults,
    find: (database: Database, searched: SearchTerm) => Promise<T[]>,
  ) => (readable.has(KIND_MODULES[kind]) ? (text ? find(db, term) : []) : undefined);
  const [clients, appointments, orders] = await Promise.all([
    search('clients', clientHits),
    search('appointments', appointmentHits),
    search('orders', orderHits),
  ]);
  return {
    ...(clients && { clients }),
    ...(appointments && { appointments }),
    ...(orders && { orders }),
  };
};

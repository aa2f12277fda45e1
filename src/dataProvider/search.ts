import { ROUTES } from '../../registry/routes';
import type { SearchResults } from '../../registry/search';
import type { RouteCaller } from './routeCall';

/** The app bar's search (server/search/routes.ts), as a dataProvider method. */
export const searchMethods = ({ call }: RouteCaller) => ({
  /** Clients, appointments and orders of the current business matching `q`; kinds the user may not read are absent. */
  searchBusiness: (q: string) => call<SearchResults>(ROUTES.search, { query: { q } }),
});

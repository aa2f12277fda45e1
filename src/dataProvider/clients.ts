import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';
import type { CategoryReply } from '../../registry/clients';

export type * from '../../registry/clients';

/** The client calls beyond the registry's CRUD (server/clients/routes.ts), as dataProvider methods. */
export const clientMethods = ({ call, download }: RouteCaller) => ({
  /** Puts a client in a category or takes them out. */
  changeClientCategory: (kind: 'add' | 'remove', clientId: string, categoryId: string) =>
    call<CategoryReply>(kind === 'add' ? ROUTES.clientCategoryAdd : ROUTES.clientCategoryRemove, {
      body: { clientId, categoryId },
    }),
  /** Saves `clients.csv` for the list's search and filters; a refused call rejects with the server's message. */
  exportClients: (filter: { q?: string; categoryIds?: string }) =>
    download(ROUTES.clientExport, 'clients.csv', {
      ...(filter.q && { q: filter.q }),
      ...(filter.categoryIds && { categoryIds: filter.categoryIds }),
    }),
});

import type { Identifier } from 'react-admin';
import { ROUTES } from '../../registry/routes';
import type { Query } from './http';
import type { RouteCaller } from './routeCall';
import type { ClientServicePackagePage } from '../../registry/servicePackages';

export type * from '../../registry/servicePackages';

/** The services calls beyond the registry's CRUD (server/services/routes.ts), as dataProvider methods. */
export const serviceMethods = ({ call, download }: RouteCaller) => ({
  /** Sets the same categories on every selected service: one call, all or nothing. */
  setServiceCategories: (ids: Identifier[], categoryIds: string[]) =>
    call<unknown[]>(ROUTES.serviceBulkCategories, {
      body: { services: ids.map((id) => ({ _id: String(id), categoryIds })) },
    }),
  setServicePerformers: (ids: Identifier[], performerIds: string[]) =>
    call<unknown[]>(ROUTES.serviceBulkPerformers, {
      body: { serviceIds: ids.map(String), performerIds },
    }),
  /** Saves services.csv of the services the list shows (search and category filter). */
  exportServices: (filter: Record<string, unknown>) => {
    const query: Query = {};
    if (typeof filter.q === 'string' && filter.q) query.q = filter.q;
    const categories = Array.isArray(filter.categoryIds) ? filter.categoryIds : [];
    if (categories.length) query.categoryIds = categories.join(',');
    return download(ROUTES.serviceExport, 'services.csv', query);
  },
  listClientPackages: (query: { clientId?: string; page: number; limit: number }) =>
    call<ClientServicePackagePage>(ROUTES.clientPackageList, {
      query: { page: query.page, limit: query.limit, clientId: query.clientId },
    }),
  recordClientPackage: (clientId: string, servicePackageId: string) =>
    call<unknown>(ROUTES.clientPackageCreate, { body: { clientId, servicePackageId } }),
  recordPackageUse: (id: string, serviceId: string) =>
    call<unknown>(ROUTES.clientPackageUse, { id, body: { serviceId } }),
});

import type { Identifier } from 'react-admin';
import { getCurrentBusinessId } from '../business/currentBusiness';
import { http } from '../dataProvider';
import { toQueryString, type Query } from '../dataProvider/http';

/** The services calls beyond the registry's CRUD (server/services/routes.ts). */
const businessId = () => {
  const id = getCurrentBusinessId();
  if (!id) throw new Error('saluni.ui.noBusiness');
  return id;
};

/** Sets the same categories on every selected service: one call, all or nothing. */
export const setServiceCategories = (ids: Identifier[], categoryIds: string[]) =>
  http<{ services: unknown[] }>({
    method: 'PUT',
    path: '/v1/service/bulk/',
    body: { businessId: businessId(), services: ids.map((id) => ({ _id: String(id), categoryIds })) },
  });

export const setServicePerformers = (ids: Identifier[], performerIds: string[]) =>
  http<{ services: unknown[] }>({
    method: 'PUT',
    path: '/v1/service/bulk/performer',
    body: { businessId: businessId(), serviceIds: ids.map(String), performerIds },
  });

/** The CSV download of the services the list shows (search and category filter). */
export const serviceExportUrl = (filter: Record<string, unknown>) => {
  const query: Query = { businessId: businessId() };
  if (typeof filter.q === 'string' && filter.q) query.q = filter.q;
  const categories = Array.isArray(filter.categoryIds) ? filter.categoryIds : [];
  if (categories.length) query.categoryIds = categories.join(',');
  return `/v1/service/export${toQueryString(query)}`;
};

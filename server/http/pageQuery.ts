import { badRequest } from './errors';
import { MAX_LIMIT, wholeNumber } from './paging';
import { isUuid } from '../http/ids';

export interface PageQuery {
  page: number;
  /** 0 means every matching record. */
  limit: number;
  /** Id filters the caller sent, by name. */
  filters: Record<string, string>;
}

/**
 * Paging and id filters of an area's own lists, with the registry lists' rules: page from 1,
 * limit 10 by default and 0 for all, and anything undeclared is a 400, never ignored.
 */
export const parsePageQuery = (
  query: Record<string, unknown>,
  idFilters: readonly string[],
): PageQuery => {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'businessId' || key === 'page' || key === 'limit') continue;
    if (!idFilters.includes(key) || !isUuid(value))
      throw badRequest('saluni.validation.invalidQuery');
    filters[key] = value;
  }
  return {
    page: wholeNumber(query.page, 1, 1),
    limit: Math.min(wholeNumber(query.limit, 10, 0), MAX_LIMIT),
    filters,
  };
};

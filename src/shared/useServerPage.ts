import { useState } from 'react';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { usePaging, type Paging } from './PagedTable';
import { usePagedQuery } from './usePagedQuery';

/** The page the server is asked for, one-based as the API counts. */
export type PageQuery = {
  page: number;
  limit: number;
};

/** A page of rows as the inventory APIs answer it. */
interface ServerPage<TRow> {
  docs: TRow[];
  total: number;
}

/** Where a hub tab's list comes from, and which page of it shows. */
interface ServerPageOptions<TRow, TQuery> {
  area: string;
  list: string;
  /** The page shown, from `usePaging`. */
  paging: Paging;
  /** What to ask the server for the page shown (the filters, if any, with the page). */
  query: (page: PageQuery) => TQuery;
  fetchPage: (query: TQuery) => Promise<ServerPage<TRow>>;
  /** The screen's toast when the page does not come. */
  failed: (error: unknown) => void;
}

/**
 * One page of a hub tab's server-paged list, with what its `PagedTable` needs besides columns:
 * the rows (keyed by their `_id`, the table's default), the first load, the paging and the total. The query's key is
 * the area's name, the business, the list's name and what is asked, so the area's refresh
 * (its name and the business) reaches every page; a new filter asks again.
 */
export const useServerPage = <TRow extends { _id: string }, TQuery extends PageQuery>({
  area,
  list,
  paging,
  query,
  fetchPage,
  failed,
}: ServerPageOptions<TRow, TQuery>) => {
  const businessId = useCurrentBusinessId();
  const asked = query({ page: paging.page + 1, limit: paging.perPage });
  const { data, isFetching, refetch } = usePagedQuery(
    [area, businessId, list, asked],
    () => fetchPage(asked),
    failed,
  );
  return {
    reload: () => void refetch(),
    table: {
      rows: data?.docs ?? [],
      loading: isFetching && !data,
      paging,
      total: data?.total ?? 0,
    },
  };
};

/**
 * A hub tab's filters kept in the screen's state: changing one, or clearing them all, goes back
 * to the first page (the page the user was on may not exist in the new list).
 */
const usePageFilters = <TFilters extends Record<string, string>>(
  empty: TFilters,
  paging: Paging,
) => {
  const [filters, setFilters] = useState(empty);
  const toFirstPage = () => paging.setPage(0);
  return {
    filters,
    filter: (name: keyof TFilters, value: string) => {
      setFilters((previous) => ({ ...previous, [name]: value }));
      toFirstPage();
    },
    clear: () => {
      setFilters(empty);
      toFirstPage();
    },
    /** How many filters besides the search are in use, for the filter bar's badge. */
    activeBesides: (search: keyof TFilters) =>
      Object.entries(filters).filter(([name, value]) => name !== search && value).length,
  };
};

/** The filters in use, trimmed, as the list's API takes them: an empty one is left out. */
export const filtersInUse = <TFilters extends Record<string, string>>(filters: TFilters) =>
  Object.fromEntries(
    Object.entries(filters).flatMap(([name, value]) =>
      value.trim() ? [[name, value.trim()]] : [],
    ),
  ) as Partial<TFilters>;

/**
 * A hub tab whose list the user filters (a search and choices): its filters, then its page,
 * asked with what `query` makes of the page and the filters.
 */
export const useFilteredServerPage = <
  TRow extends { _id: string },
  TQuery extends PageQuery,
  TFilters extends Record<string, string>,
>({
  filters: empty,
  query,
  ...page
}: Omit<ServerPageOptions<TRow, TQuery>, 'paging' | 'query'> & {
  /** Every filter, empty. */
  filters: TFilters;
  query: (page: PageQuery, filters: TFilters) => TQuery;
}) => {
  const paging = usePaging();
  const filtering = usePageFilters(empty, paging);
  const shown = useServerPage({
    ...page,
    paging,
    query: (asked) => query(asked, filtering.filters),
  });
  return { ...filtering, ...shown };
};

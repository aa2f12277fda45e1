import { SEARCH_TERM } from './seed';

/**
 * One measured list request: the query string the browser sends, and the SQL the route runs
 * for it (rows page + total count), written out by hand for the driver-level floor. The run
 * checks that both return the same records before timing anything.
 */
export interface BenchCase {
  name: string;
  query: (businessId: string) => string;
  rowsSql: string;
  rowsParams: (businessId: string) => unknown[];
  countSql: string;
  countParams: (businessId: string) => unknown[];
}

const COLUMNS = '"business_id", "id", "created_at", "updated_at", "name"';
const BY_BUSINESS = '"business_id" = $1';
const BY_SEARCH = '"business_id" = $1 and "name" ilike $2';
const LIMIT = 10;
const DEEP_PAGE = 9000;

const listCase = (name: string, params: { page: number; sort?: string; q?: string }, orderBy: string): BenchCase => {
  const where = params.q ? BY_SEARCH : BY_BUSINESS;
  const filterParams = (businessId: string) => (params.q ? [businessId, `%${params.q}%`] : [businessId]);
  const next = params.q ? 3 : 2;
  return {
    name,
    query: (businessId) => {
      const search = new URLSearchParams({ businessId, page: String(params.page), limit: String(LIMIT) });
      if (params.sort) search.set('sort', params.sort);
      if (params.q) search.set('q', params.q);
      return `?${search.toString()}`;
    },
    rowsSql: `select ${COLUMNS} from "job_titles" where ${where} order by ${orderBy} limit $${next} offset $${next + 1}`,
    rowsParams: (businessId) => [...filterParams(businessId), LIMIT, (params.page - 1) * LIMIT],
    countSql: `select count(*) as "total" from "job_titles" where ${where}`,
    countParams: filterParams,
  };
};

// The resource's default sort is -createdAt; the route adds the id as a tie-breaker.
const NEWEST_FIRST = '"created_at" desc, "id" desc';

export const CASES: BenchCase[] = [
  listCase('first page', { page: 1 }, NEWEST_FIRST),
  listCase(`deep page (${DEEP_PAGE})`, { page: DEEP_PAGE }, NEWEST_FIRST),
  listCase(`search q=${SEARCH_TERM}`, { page: 1, q: SEARCH_TERM }, NEWEST_FIRST),
  listCase('sort=name', { page: 1, sort: 'name' }, '"name" asc, "id" asc'),
];

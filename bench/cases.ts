import { SEARCH_TERM } from './seed';

/** One measured list request: the query string the browser sends for it. */
export interface BenchCase {
  name: string;
  query: (businessId: string) => string;
}

const LIMIT = 10;
const DEEP_PAGE = 9000;

const listCase = (
  name: string,
  params: { page: number; sort?: string; q?: string },
): BenchCase => ({
  name,
  query: (businessId) => {
    const search = new URLSearchParams({
      businessId,
      page: String(params.page),
      limit: String(LIMIT),
    });
    if (params.sort) search.set('sort', params.sort);
    if (params.q) search.set('q', params.q);
    return `?${search.toString()}`;
  },
});

/** Every case; `BENCH_CASES` (a comma-separated list of words of their names) keeps some. */
const ALL_CASES: BenchCase[] = [
  listCase('first page', { page: 1 }),
  listCase(`deep page (${DEEP_PAGE})`, { page: DEEP_PAGE }),
  listCase(`search q=${SEARCH_TERM}`, { page: 1, q: SEARCH_TERM }),
  listCase('sort=name', { page: 1, sort: 'name' }),
];

const wanted = process.env.BENCH_CASES?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
export const CASES = wanted
  ? ALL_CASES.filter((benchCase) => wanted.some((word) => benchCase.name.includes(word)))
  : ALL_CASES;

import { badRequest } from './errors';

/** Most rows one page of a list may ask for. */
export const MAX_LIMIT = 1000;

/** A whole number of the query (a page, a limit): absent is `fallback`; not digits, or below `min`, a 400. */
export const wholeNumber = (value: unknown, fallback: number, min: number): number => {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < min)
    throw badRequest('saluni.validation.invalidQuery');
  return Number(value);
};

/**
 * `page` (from 1) and `limit` (default 10, 0 = all) of a catalogue list, as the registry lists
 * read them; any query key outside `allowed` is a 400 so a typo never widens a query.
 */
export const parsePaging = (query: Record<string, unknown>, allowed: readonly string[]) => {
  for (const key of Object.keys(query))
    if (!allowed.includes(key)) throw badRequest('saluni.validation.invalidQuery');
  const limit = Math.min(wholeNumber(query.limit, 10, 0), MAX_LIMIT);
  return { page: limit === 0 ? 1 : wholeNumber(query.page, 1, 1), limit };
};

/** A query value that must be a single text when present. */
export const queryText = (query: Record<string, unknown>, key: string): string | undefined => {
  const value = query[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest('saluni.validation.invalidQuery');
  return value;
};

/** LIKE wildcards in a search are literal characters to the user. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

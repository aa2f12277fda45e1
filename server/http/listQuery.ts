import { badRequest } from './errors';

/** A page number or limit from the query: absent or empty is the default; anything but digits at or above `min` is a 400. */
const wholeNumber = (value: unknown, fallback: number, min: number, max: number) => {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < min)
    throw badRequest('saluni.validation.invalidQuery');
  return Math.min(Number(value), max);
};

/** `page` from 1 and `limit` 10 by default, 0 for every match, at most 1,000: the lists of the hand-written list routes. */
export const pagingOf = (query: Record<string, unknown>) => ({
  page: wholeNumber(query.page, 1, 1, 1_000_000_000),
  limit: wholeNumber(query.limit, 10, 0, 1000),
});

/** A query key the route does not declare is a 400, so a typo never silently widens a list. */
export const refuseUnknownQueryKeys = (
  query: Record<string, unknown>,
  known: readonly string[],
) => {
  if (Object.keys(query).some((key) => !known.includes(key)))
    throw badRequest('saluni.validation.invalidQuery');
};

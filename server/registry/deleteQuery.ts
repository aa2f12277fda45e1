import { badRequest } from '../http/errors';
import { isUuid } from '../http/ids';

/** More ids than a bulk delete screen ever selects (its largest page). */
const MAX_IDS = 1000;

/**
 * The ids of a delete written as a query (`DELETE {path}?businessId=…&id=…`): one `id`, or
 * several, repeated (`id=a&id=b`) or comma-separated (`id=a,b`). Anything else is a 400, so a
 * typo never deletes more or other records than meant.
 */
export const idsOfQuery = (query: Record<string, unknown>): string[] => {
  if (Object.keys(query).some((key) => key !== 'businessId' && key !== 'id'))
    throw badRequest('saluni.validation.invalidQuery');
  const raw = Array.isArray(query.id) ? query.id : [query.id];
  const ids = raw.flatMap((value) => (typeof value === 'string' ? value.split(',') : [value]));
  if (!ids.length || ids.length > MAX_IDS || !ids.every(isUuid))
    throw badRequest('saluni.validation.deleteIds');
  return [...new Set(ids)];
};

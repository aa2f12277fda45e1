import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_COUNTRY, type Country } from '../../registry/business';
import type { FieldDeclaration, ResourceDeclaration } from '../../registry/types';
import { badRequest } from '../http/errors';
import { isUuid } from '../http/ids';
import { likePattern, MAX_LIMIT, wholeNumber } from '../http/paging';
import { phoneSearchPattern } from './phoneSearch';
import { sortColumn, type TenantTable } from './table';

export interface ListQuery {
  page: number;
  /** 0 means every matching record. */
  limit: number;
  sort: { field: string; direction: 1 | -1 };
  where: SQL;
  /** The business filter alone, for counts that ignore the user's filters. */
  businessWhere: SQL;
  /** Whether `where` narrows the business's records (search, ids or filters). */
  filtered: boolean;
}

const BASE_KEYS = new Set(['businessId', 'page', 'limit', 'sort', 'q', 'ids']);

const textValues = (value: unknown): string[] => {
  const values = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string' ? item.split(',') : [item],
  );
  if (!values.every((item): item is string => typeof item === 'string' && item !== ''))
    throw badRequest('saluni.validation.invalidQuery');
  return values;
};

/** `?field=value` of a filterable field, by type; references match any of the ids given. */
const filterCondition = (declared: FieldDeclaration, column: PgColumn, value: unknown): SQL => {
  if (declared.type === 'references' || declared.type === 'reference') {
    const ids = textValues(value);
    if (!ids.every(isUuid)) throw badRequest('saluni.validation.invalidQuery');
    return declared.type === 'references' ? arrayOverlaps(column, ids) : inArray(column, ids);
  }
  if (typeof value !== 'string') throw badRequest('saluni.validation.invalidQuery');
  switch (declared.type) {
    case 'integer':
      if (!/^-?\d{1,9}$/.test(value)) throw badRequest('saluni.validation.invalidQuery');
      return eq(column, Number(value));
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw badRequest('saluni.validation.invalidQuery');
      return eq(column, value === 'true');
    case 'choice':
      if (!declared.choices?.some((choice) => choice.value === value))
        throw badRequest('saluni.validation.invalidQuery');
      return eq(column, value);
    default:
      return eq(column, value);
  }
};

/**
 * The fields a list may be sorted by: the creation time (every default sort) and the declared
 * sortable fields, each served by an index on (business_id, column) so no sort reads the table.
 */
export const sortFieldsOf = (resource: ResourceDeclaration): string[] => [
  'createdAt',
  ...Object.entries(resource.fields)
    .filter(([, declared]) => declared.sortable)
    .map(([name]) => name),
];

const isSortField = (resource: ResourceDeclaration, field: string) =>
  sortFieldsOf(resource).includes(field);

/**
 * Turns a list query string into paging, sort and conditions. Only declared sort fields and
 * filters are accepted; anything else is a 400 rather than silently ignored. `q` matches every
 * searchable field as a substring; phone fields also as the number is typed (`0722 123` in a
 * Kenyan business, see phoneSearch.ts), read in `phoneCountry`.
 */
export const parseListQuery = (
  resource: ResourceDeclaration,
  tenant: TenantTable,
  businessId: string,
  query: Record<string, unknown>,
  listFilters: Record<string, (businessId: string, value: unknown) => SQL> = {},
  phoneCountry: Country = DEFAULT_COUNTRY,
): ListQuery => {
  for (const key of Object.keys(query)) {
    if (
      !BASE_KEYS.has(key) &&
      !resource.fields[key]?.filterable &&
      !Object.hasOwn(listFilters, key)
    )
      throw badRequest('saluni.validation.invalidQuery');
  }
  const page = wholeNumber(query.page, 1, 1);
  const limit = Math.min(wholeNumber(query.limit, 10, 0), MAX_LIMIT);

  const sortText = typeof query.sort === 'string' && query.sort ? query.sort : resource.defaultSort;
  const direction = sortText.startsWith('-') ? -1 : 1;
  const field = sortText.replace(/^[-+]/, '');
  const sortable = isSortField(resource, field);
  if (!sortable || !sortColumn(tenant, field))
    throw badRequest('saluni.validation.invalidSort', { field });

  const businessWhere = eq(tenant.businessId, businessId);
  const conditions: SQL[] = [businessWhere];
  if (query.q !== undefined) {
    if (typeof query.q !== 'string') throw badRequest('saluni.validation.invalidQuery');
    const term = query.q.trim();
    const searchable = Object.entries(resource.fields).filter(
      ([, declared]) => declared.searchable,
    );
    if (term && searchable.length) {
      const phonePattern = phoneSearchPattern(term, phoneCountry);
      const patternOf = (declared: FieldDeclaration) =>
        (declared.type === 'phone' && phonePattern) || likePattern(term);
      conditions.push(
        or(
          ...searchable.map(([name, declared]) => ilike(tenant.fields[name]!, patternOf(declared))),
        )!,
      );
    }
  }
  if (query.ids !== undefined) {
    const ids = (Array.isArray(query.ids) ? query.ids : [query.ids])
      .flatMap((value) => String(value).split(','))
      .filter(Boolean);
    if (!ids.every(isUuid)) throw badRequest('saluni.validation.invalidQuery');
    conditions.push(inArray(tenant.id, ids));
  }
  for (const [name, declared] of Object.entries(resource.fields)) {
    const value = query[name];
    if (!declared.filterable || value === undefined) continue;
    conditions.push(filterCondition(declared, tenant.fields[name]!, value));
  }
  for (const [key, condition] of Object.entries(listFilters)) {
    if (query[key] !== undefined) conditions.push(condition(businessId, query[key]));
  }
  return {
    page,
    limit,
    sort: { field, direction },
    where: and(...conditions)!,
    businessWhere,
    filtered: conditions.length > 1,
  };
};

/** Sort order with the id as tie-breaker, so pages never repeat or skip a record. */
export const orderOf = (tenant: TenantTable, sort: ListQuery['sort']) => {
  const column = sortColumn(tenant, sort.field)!;
  return sort.direction === 1 ? [asc(column), asc(tenant.id)] : [desc(column), desc(tenant.id)];
};

/**
 * The total a page already tells, so no `count(*)` has to read every match again: all records
 * (`limit=0`), or a page shorter than the limit that is the first page or holds records (it is
 * the last page, so the total is the rows before it plus its own). Undefined when a count is needed.
 */
export const totalFromPage = (list: ListQuery, rowCount: number): number | undefined => {
  if (list.limit === 0) return rowCount;
  const before = (list.page - 1) * list.limit;
  const isLastPage = rowCount < list.limit && (rowCount > 0 || before === 0);
  return isLastPage ? before + rowCount : undefined;
};

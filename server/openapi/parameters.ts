import type { RouteDeclaration } from '../../registry/routes';
import type { ResourceDeclaration } from '../../registry/types';
import type { ServedRoute } from '../tenancy/servedRoutes';
import type { JsonSchema } from './yupSchemas';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
}

/** One of a resource's generic calls (registry/routes/resources.ts). */
export interface ResourceCall {
  resource: ResourceDeclaration;
  call: 'list' | 'get' | 'create' | 'update' | 'delete' | 'deleteMany';
}

const text = (description?: string): Parameter['schema'] => ({
  type: 'string',
  ...(description && { description }),
});

const optionalQuery = (name: string, schema: JsonSchema = text()): Parameter => ({
  name,
  in: 'query',
  required: false,
  schema,
});

/** Where a route names its business: the query, the body, the path's record, or nowhere. */
export const businessPlace = (route: RouteDeclaration): 'query' | 'body' | 'none' => {
  if (route.access === 'public' || route.access === 'signedIn') return 'none';
  if (route.business === 'path' || route.business === 'none') return 'none';
  return route.method === 'GET' || route.method === 'DELETE' ? 'query' : 'body';
};

/** The list query a resource reads (server/registry/listQuery.ts): paging, sort, search, filters. */
const listParameters = (resource: ResourceDeclaration): Parameter[] => [
  optionalQuery('page', { type: 'integer', minimum: 1, default: 1 }),
  optionalQuery('limit', { type: 'integer', minimum: 0, maximum: 1000, default: 10 }),
  optionalQuery('sort', {
    type: 'string',
    description: '`field` or `-field`: `createdAt` or a sortable field.',
    default: resource.defaultSort,
  }),
  optionalQuery('q', text('Matched, case-insensitive, in the searchable fields.')),
  optionalQuery('ids', text('Only these records: ids separated by commas.')),
  ...Object.entries(resource.fields)
    .filter(([, field]) => field.filterable)
    .map(([name]) => optionalQuery(name, text('Exact match.'))),
  ...(resource.queryFilters ?? []).map((name) => optionalQuery(name)),
];

const queryParameters = (served: ServedRoute, resourceCall?: ResourceCall): Parameter[] => {
  if (resourceCall?.call === 'list') return listParameters(resourceCall.resource);
  if (resourceCall?.call === 'deleteMany')
    return [
      {
        name: 'id',
        in: 'query',
        required: true,
        description: 'One id, or several (repeated or separated by commas): at most 1000.',
        schema: { type: 'array', items: { type: 'string', format: 'uuid' } },
        style: 'form',
        explode: true,
      },
    ];
  const { query } = served.rules;
  return Array.isArray(query) ? query.map((name) => optionalQuery(name)) : [];
};

/**
 * A route's parameters: the path's (`:id` is `{id}`), the business where the query names it, the
 * query keys its rules read, and a delete's `vendor-module` header.
 */
export const parametersOf = (served: ServedRoute, resourceCall?: ResourceCall): Parameter[] => {
  const { route } = served;
  const inPath = [...route.path.matchAll(/:(\w+)/g)].map(([, name]): Parameter => ({
    name: name!,
    in: 'path',
    required: true,
    schema: text(),
  }));
  const business: Parameter[] =
    businessPlace(route) === 'query'
      ? [
          {
            name: 'businessId',
            in: 'query',
            required: !route.businessAlias,
            schema: { type: 'string', format: 'uuid' },
          },
          ...(route.businessAlias ? [optionalQuery(route.businessAlias)] : []),
        ]
      : [];
  const header: Parameter[] =
    route.method === 'DELETE' && typeof route.access === 'object'
      ? [
          {
            name: 'vendor-module',
            in: 'header',
            required: true,
            description: 'The module of the call, as a confirmation of what is deleted.',
            schema: { type: 'string', const: route.access.module },
          },
        ]
      : [];
  return [...inPath, ...business, ...queryParameters(served, resourceCall), ...header];
};

import type { RouteDeclaration } from './declaration';

/**
 * The API's description of itself (docs/areas/openapi.md), open to anyone: the OpenAPI document
 * written from this table and the served routes' rules, and its reference page.
 */
export const apiDescriptionRoutes = {
  apiDescription: { method: 'GET', path: '/v1/openapi.json', access: 'public', business: 'none' },
  apiReference: { method: 'GET', path: '/v1/docs', access: 'public', business: 'none' },
} as const satisfies Record<string, RouteDeclaration>;

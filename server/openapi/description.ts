import { RESOURCES } from '../../registry';
import { ROUTE_AREAS, type RouteDeclaration } from '../../registry/routes';
import { resourceRoutes } from '../../registry/routes/resources';
import type { ServedRoute } from '../tenancy/servedRoutes';
import { ERROR_SCHEMA, errorReplies, securitySchemes } from './components';
import { openApiPath, operationOf, type NamedRoute } from './operations';
import type { ResourceCall } from './parameters';
import { documentSchema, pageSchema, schemaNameOf } from './resourceSchemas';
import type { JsonSchema } from './yupSchemas';

const keyOf = (route: RouteDeclaration) => `${route.method} ${openApiPath(route.path)}`;

interface Naming {
  operationId: string;
  area: string;
  resourceCall?: ResourceCall;
}

const camelCase = (name: string) =>
  name.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());

/**
 * Each declared call's name and area: its table's key and area (registry/routes), or, for a
 * resource's generic calls, the resource's and its menu's area (`jobTitleList` in `staff`). A few
 * calls are declared twice for the web app (`productCategoryList` is the resource's list): the
 * declaration served is the one named, found as itself first, then by method and path.
 */
const namings = () => {
  const byDeclaration = new Map<RouteDeclaration, Naming>();
  const byKey = new Map<string, Naming>();
  for (const resource of RESOURCES)
    for (const [call, route] of Object.entries(resourceRoutes(resource)))
      byKey.set(keyOf(route), {
        operationId: `${camelCase(resource.name)}${call.charAt(0).toUpperCase()}${call.slice(1)}`,
        area: resource.menu.area,
        resourceCall: { resource, call: call as ResourceCall['call'] },
      });
  for (const [area, table] of Object.entries(ROUTE_AREAS))
    for (const [name, route] of Object.entries(table)) {
      const naming = { operationId: name, area };
      byDeclaration.set(route, naming);
      if (!byKey.has(keyOf(route))) byKey.set(keyOf(route), naming);
    }
  return (route: RouteDeclaration) => byDeclaration.get(route) ?? byKey.get(keyOf(route));
};

/** The `/v1` calls among the served routes, each named; the server's own (`/healthz`) are not the API. */
export const namedRoutes = (served: readonly ServedRoute[]): NamedRoute[] => {
  const nameOf = namings();
  return served
    .filter(({ route }) => route.path.startsWith('/v1/'))
    .map((one) => {
      const naming = nameOf(one.route);
      // The server refuses to start with a route missing from the table (server/registry/routeTable.ts).
      if (!naming) throw new Error(`${keyOf(one.route)} is served but not declared`);
      return { served: one, ...naming };
    });
};

const resourceSchemas = (): Record<string, JsonSchema> =>
  Object.fromEntries(
    RESOURCES.flatMap((resource) => {
      const name = schemaNameOf(resource);
      const document = { $ref: `#/components/schemas/${name}` };
      return [
        [name, documentSchema(resource)],
        [`${name}Page`, pageSchema(resource, document)],
      ];
    }),
  );

/**
 * The OpenAPI 3.1 description of every `/v1` call the server serves (docs/areas/openapi.md),
 * written from the route tables and the rules each route is served with.
 */
export const apiDescription = (served: readonly ServedRoute[]) => {
  const routes = namedRoutes(served);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const named of routes) {
    const path = openApiPath(named.served.route.path);
    paths[path] = { ...paths[path], [named.served.route.method.toLowerCase()]: operationOf(named) };
  }
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA, ...resourceSchemas() };
  const tags = [...new Set(routes.map((named) => named.area))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Saluni API',
      version: '1',
      description:
        'The back office of a salon: every call of `/v1`. Replies sit under the call’s reply key; every refusal is `{ error: { message, code, fields } }`, its message in the language of `Accept-Language`.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags,
    paths,
    components: {
      schemas,
      responses: errorReplies(),
      securitySchemes: securitySchemes(),
    },
  };
};

export type ApiDescription = ReturnType<typeof apiDescription>;

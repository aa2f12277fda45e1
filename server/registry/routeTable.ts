import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../registry';
import { ROUTES, type RouteDeclaration } from '../../registry/routes';
import { resourceRoutes } from '../../registry/routes/resources';

export interface ServedRoute {
  method: string;
  url: string;
}

/** Every call the server answers: the route table and each resource's generic calls. */
export const declaredRoutes = (): RouteDeclaration[] => [
  ...Object.values(ROUTES),
  ...RESOURCES.flatMap((resource) => Object.values(resourceRoutes(resource))),
];

// One spelling for a route: `:token` and `:id` are one parameter, a trailing slash is ignored.
const keyOf = (method: string, url: string) =>
  `${method} ${url.replace(/:\w+/g, ':param').replace(/(.)\/$/, '$1')}`;

/** The served routes missing from the table, and the table's routes nobody serves. */
export const routeTableMismatches = (
  served: readonly ServedRoute[],
  declared: readonly RouteDeclaration[],
) => {
  const servedKeys = new Set(served.map((route) => keyOf(route.method, route.url)));
  const declaredKeys = new Set(declared.map((route) => keyOf(route.method, route.path)));
  return {
    undeclared: [...servedKeys].filter((key) => !declaredKeys.has(key)),
    unserved: [...declaredKeys].filter((key) => !servedKeys.has(key)),
  };
};

/**
 * Records the routes as they are added (HEAD is Fastify's own twin of each GET) and returns the
 * check to run once the API's are, before the web app's files: a route served but not declared,
 * or declared but not served, stops the server from starting.
 */
export const watchRouteTable = (app: FastifyInstance) => {
  const served: ServedRoute[] = [];
  let watching = true;
  app.addHook('onRoute', ({ method, url }) => {
    if (watching)
      for (const one of [method].flat()) if (one !== 'HEAD') served.push({ method: one, url });
  });
  return () => {
    watching = false;
    const { undeclared, unserved } = routeTableMismatches(served, declaredRoutes());
    if (undeclared.length || unserved.length)
      throw new Error(
        `The route table and the server disagree. Served but not declared: ${
          undeclared.join(', ') || 'none'
        }. Declared but not served: ${unserved.join(', ') || 'none'}.`,
      );
  };
};

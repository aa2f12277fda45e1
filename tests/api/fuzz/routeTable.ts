import type { TestApp } from '../support/testApp';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AppRoute {
  method: HttpMethod;
  /** The route as registered, e.g. `/v1/client/:id`. */
  path: string;
}

const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (.+) \(([A-Z, ]+)\)$/u;
const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes`): each line is a path
 * segment below its parent's, indented four characters per level, with the methods it serves.
 */
export const routeTable = (app: TestApp): AppRoute[] => {
  const prefixes: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]!.split(', '))
      if (METHODS.has(method)) routes.push({ method: method as HttpMethod, path });
  }
  return routes;
};

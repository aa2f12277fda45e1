import type { FastifyInstance } from 'fastify';
import type { RouteDeclaration } from '../../registry/routes';
import type { BodyRule, RouteRules } from './declaredRoutes';

/** A declared route as the server serves it: its declaration and the rules serveRoute was given. */
export interface ServedRoute {
  route: RouteDeclaration;
  rules: RouteRules<BodyRule | undefined>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by serveRoute on every route it adds, so the API description reads what is served. */
    servedRoute?: ServedRoute;
  }
}

/**
 * The routes serveRoute adds from now on, as they are added: the API description is written
 * from them (docs/areas/openapi.md), so no call's body or query is declared a second time.
 */
export const watchServedRoutes = (app: FastifyInstance): readonly ServedRoute[] => {
  const served: ServedRoute[] = [];
  app.addHook('onRoute', ({ config }) => {
    if (config?.servedRoute) served.push(config.servedRoute);
  });
  return served;
};

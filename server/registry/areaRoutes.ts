import type { FastifyInstance } from 'fastify';
import type { RouteDeclaration } from '../../registry/routes';
import type { Database } from '../db/database';
import {
  serveRoute,
  type BodyRule,
  type RouteContext,
  type RouteRules,
} from '../tenancy/declaredRoutes';

/**
 * An area's calls all go to one app and one database: the area binds them once, and each call
 * then names only its declaration, its rules and its answer.
 */
export const areaRoutes =
  (app: FastifyInstance, db: Database) =>
  <R extends RouteDeclaration, B extends BodyRule | undefined = undefined>(
    route: R,
    rules: RouteRules<B>,
    answer: (context: RouteContext<R, B>) => Promise<unknown>,
  ) =>
    serveRoute(app, db, route, rules, answer);

import type { FastifyInstance } from 'fastify';
import type { RouteDeclaration } from '../../registry/routes';

/** Serves a declared call that is still being built: 501, so the route table stays whole. */
export const serveNotBuilt = (app: FastifyInstance, routes: RouteDeclaration[]) => {
  for (const route of routes)
    app.route({
      method: route.method,
      url: route.path,
      handler: (_request, reply) =>
        reply.status(501).send({ error: { message: 'Not built yet', code: 'NOT_BUILT' } }),
    });
};

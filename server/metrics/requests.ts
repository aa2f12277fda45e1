import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The label of a request no route matched: never its path, which may be anything typed. */
export const UNMATCHED_ROUTE = '(no route)';

const LABELS = ['method', 'route', 'status_code'] as const;

/** From a fast read to a slow report or export; past 10 s lands in `+Inf`. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts every reply and times it, by method, the route as declared (`/v1/client/:id`, never the
 * address with its ids and query) and status code.
 */
export const countRequests = (app: FastifyInstance, registry: Registry) => {
  const requests = new Counter({
    name: 'saluni_http_requests_total',
    help: 'Requests answered, by method, declared route and status code.',
    labelNames: LABELS,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'saluni_http_request_duration_seconds',
    help: 'Time from a request to its reply, by method, declared route and status code.',
    labelNames: LABELS,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
};

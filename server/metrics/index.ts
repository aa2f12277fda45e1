import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import { ROUTES } from '../../registry/routes';
import type { OpenDatabase } from '../db/database';
import { notFound, unauthenticated } from '../http/errors';
import { serveRoute } from '../tenancy/declaredRoutes';
import { watchDatabase } from './database';
import { watchPayments } from './payments';
import { watchOutbox, watchScheduledJobs } from './queues';
import { countRequests } from './requests';

/** Long enough that guessing it is hopeless; a shorter `METRICS_TOKEN` stops the server. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant time whatever the lengths: the digests are compared, never the strings. */
const carriesToken = (authorization: string | undefined, token: string) =>
  timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));

/** A registry of this app's own: tests build many apps in one process, each with its metrics. */
const buildRegistry = (app: FastifyInstance, database: OpenDatabase) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  countRequests(app, registry);
  watchDatabase(database, registry);
  const failures: string[] = [];
  const onFailure = (source: string, error: unknown) => {
    failures.push(source);
    app.log.warn({ err: error, source }, 'metrics could not read');
  };
  const reads = [
    ...watchOutbox(database.db, registry, onFailure),
    ...watchScheduledJobs(database.db, registry, onFailure),
    ...watchPayments(database.db, registry, onFailure),
  ];
  new Counter({
    name: 'saluni_metrics_read_failures_total',
    help: 'Scrape-time database reads that failed, by source; their gauges were left empty.',
    labelNames: ['source'],
    registers: [registry],
    // Joins the scrape's reads, so a failure shows in the scrape it happened in.
    async collect() {
      await Promise.all(reads.map((read) => read()));
      for (const source of failures.splice(0)) this.inc({ source });
    },
  });
  return registry;
};

/**
 * `GET /metrics` in Prometheus's text format (docs/areas/metrics.md). Not a call of the API but
 * declared in the route table like `/healthz` (registry/routes/accounts.ts), so the start-up
 * check that serves only declared routes holds. It is open only to a scrape carrying
 * `Authorization: Bearer <METRICS_TOKEN>`; without a token configured the route is a 404 and
 * nothing is counted, so a server on the public internet shows nothing by default.
 */
export const registerMetrics = (
  app: FastifyInstance,
  database: OpenDatabase,
  token: string | undefined,
) => {
  if (token !== undefined && token.length < MIN_METRICS_TOKEN_LENGTH)
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long.`);
  const registry = token === undefined ? undefined : buildRegistry(app, database);
  serveRoute(app, database.db, ROUTES.metrics, {}, async ({ request, reply }) => {
    if (!registry || token === undefined) throw notFound();
    if (!carriesToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthenticated();
    }
    const text = await registry.metrics();
    // Never cached on the way: each scrape reads the counts as they are.
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
};

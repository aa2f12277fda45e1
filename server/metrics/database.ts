import { Gauge, type Registry } from 'prom-client';
import type { OpenDatabase, PoolState } from '../db/database';

/**
 * Which database the server runs on, and PostgreSQL's pool as each scrape finds it. The embedded
 * database is one connection in the process: it has no pool to watch, so only its kind is shown.
 */
export const watchDatabase = (database: OpenDatabase, registry: Registry) => {
  new Gauge({
    name: 'saluni_database_info',
    help: 'The database this server runs on (pglite: embedded, one connection; postgres: a pool).',
    labelNames: ['driver'],
    registers: [registry],
  }).set({ driver: database.kind }, 1);
  const { pool } = database;
  if (!pool) return;
  const poolGauge = (name: string, help: string, read: (state: PoolState) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(pool()));
      },
    });
  poolGauge('saluni_database_pool_connections', 'Connections the pool holds open.', (s) => s.total);
  poolGauge('saluni_database_pool_idle_connections', 'Open connections not in use.', (s) => s.idle);
  poolGauge(
    'saluni_database_pool_waiting_queries',
    'Queries waiting for a connection: the pool is too small or the database slow.',
    (s) => s.waiting,
  );
  poolGauge('saluni_database_pool_max_connections', 'The pool’s size.', (s) => s.max);
};

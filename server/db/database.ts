import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { actorNamingPglite, actorNamingPool } from './auditActor';
import { installAuditTrail } from './auditTrail';

export type Schema = typeof schema;
/** Both drivers give this type: code above this module never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL text (benchmarks' floor, tests' checks). */
  query: (sqlText: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `work` on one connection holding the start-up lock, so servers started together on one
   * database take turns: the first migrates and seeds, the others then find nothing to do.
   */
  atStartup: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PostgreSQL's connection pool as it stands (the metrics' gauges); the embedded database has none. */
  pool?: () => PoolState;
}

export interface PoolState {
  /** Connections open, idle among them, and queries waiting for one; `max` is the pool's size. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * The PostgreSQL advisory lock key of start-up work (migrations, the demo seed): any constant
 * bigint no other code takes; this one spells "saluni" in ASCII.
 */
export const STARTUP_LOCK_KEY = 0x73616c756e69;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export const openPostgres = async (
  connectionString: string,
  poolSize = 10,
): Promise<OpenDatabase> => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A broken idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(actorNamingPool(pool), { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    query: async (sqlText, params) => pool.query(sqlText, params),
    atStartup: async (work) => {
      // A session-level lock on a dedicated connection: a transaction-level one would end with
      // the migrator's first transaction, and a pool may hand each statement another connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work(drizzlePostgres(client, { schema }) as unknown as Database);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
  };
};

/**
 * Every embedded database is made here, so each one loads the extensions the migrations use
 * (pg_trgm for search indexes, btree_gist for the appointments' exclusion constraints): a data
 * folder, memory, or a cloned template (tests).
 */
export const createPglite = (options: PGliteOptions = {}) =>
  PGlite.create({ ...options, extensions: { pg_trgm, btree_gist } });

/** Wraps a client made by createPglite. */
export const openPglite = (client: PGlite): OpenDatabase => {
  const db = drizzlePglite(actorNamingPglite(client), { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    query: async (sqlText, params) => client.query<Record<string, unknown>>(sqlText, params),
    // One connection, and the data folder's lock already keeps every other server out.
    atStartup: (work) => work(db),
    close: () => client.close(),
  };
};

/** Applies the pending migrations, under the start-up lock (see `atStartup`). */
export const migrateDatabase = (database: OpenDatabase): Promise<void> =>
  database.atStartup((db) => migrateWith(database.kind, db));

/**
 * Applies the pending migrations through `db`, then the audit trail's triggers
 * (server/db/auditTrail.ts); inside `atStartup`, so servers never race.
 */
export const migrateWith = async (kind: OpenDatabase['kind'], db: Database): Promise<void> => {
  await applyMigrations(kind, db);
  await installAuditTrail(db);
};

const applyMigrations = async (kind: OpenDatabase['kind'], db: Database) => {
  if (kind === 'pglite') {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } else {
    await migratePostgres(db as unknown as Parameters<typeof migratePostgres>[0], {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  }
};

/** The SQLSTATE of a driver error, whether Drizzle wrapped it (`cause`) or not. */
const sqlStateOf = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code ?? (error as { code?: string } | undefined)?.code;
};

export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** An exclusion constraint refused the row (two appointments overlapping). */
export const isExclusionViolation = (error: unknown): boolean => sqlStateOf(error) === '23P01';

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

export type Schema = typeof schema;
/** Both drivers give this type: code above this module never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL text (benchmarks' floor, tests' checks). */
  query: (sqlText: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export const openPostgres = async (connectionString: string, poolSize = 10): Promise<OpenDatabase> => {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A broken idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    query: async (sqlText, params) => pool.query(sqlText, params),
    close: () => pool.end(),
  };
};

/**
 * Every embedded database is made here, so each one loads the extensions the migrations use
 * (pg_trgm for search indexes, btree_gist for the appointments' exclusion constraints): a data
 * folder, memory, or a cloned template (tests).
 */
export const createPglite = (options: PGliteOptions = {}) => PGlite.create({ ...options, extensions: { pg_trgm, btree_gist } });

/** Wraps a client made by createPglite. */
export const openPglite = (client: PGlite): OpenDatabase => {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    query: async (sqlText, params) => client.query<Record<string, unknown>>(sqlText, params),
    close: () => client.close(),
  };
};

export const migrateDatabase = async (database: OpenDatabase): Promise<void> => {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePostgres(database.db as unknown as Parameters<typeof migratePostgres>[0], { migrationsFolder: MIGRATIONS_FOLDER });
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

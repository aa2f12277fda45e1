import pg from 'pg';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A scratch database on the PostgreSQL server at `adminUrl`, or undefined when the server is
 * not reachable (the benchmark then runs on PGlite only). `drop` removes it again.
 */
export const createScratchDatabase = async (
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> => {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `PostgreSQL not reachable at ${adminUrl} (${(error as Error).message}): skipping it.`,
    );
    return undefined;
  }
  const name = `saluni_bench_${process.pid}`;
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
};

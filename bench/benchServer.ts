import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { migrateDatabase, openPostgres, type OpenDatabase } from '../server/db/database';
import { statementRecorder } from './capture';
import { createScratchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres';
import { signUpOwner } from './seed';

/** What a route-against-floor bench needs: the app on a scratch database, a signed-in owner, and the statement recorder. */
export interface BenchServer {
  /** The scratch database's connection string, for the floor's driver in another process. */
  databaseUrl: string;
  database: OpenDatabase;
  baseUrl: string;
  /** The owner's session cookie: every measured request goes through the real session and role look-ups. */
  cookie: string;
  createBusiness: (name: string) => Promise<string>;
  recorder: ReturnType<typeof statementRecorder>;
}

/**
 * Runs `bench` against the app on a scratch PostgreSQL database (migrated, listening on a free
 * port, an owner signed up through the app's own calls), then closes and drops it all. Without a
 * reachable PostgreSQL it says so and runs nothing.
 */
export const withBenchServer = async (
  bench: (server: BenchServer) => Promise<void>,
): Promise<void> => {
  const scratch = await createScratchDatabase(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL,
  );
  if (!scratch) return;
  const recorder = statementRecorder();
  const database = await openPostgres(scratch.url, 10);
  const app = await buildApp({ database });
  try {
    await migrateDatabase(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { cookie, createBusiness } = await signUpOwner(database, baseUrl);
    await bench({ databaseUrl: scratch.url, database, baseUrl, cookie, createBusiness, recorder });
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
};

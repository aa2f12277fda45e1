import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { migrateDatabase, openPostgres } from '../server/db/database';
import { statementRecorder } from './capture';
import { CASES } from './cases';
import { measureInChild, measureRouteAndFloor } from './loadProcess';
import { explainStatements } from './plans';
import { seedBenchData } from './seed';
import type { Measurement } from './stats';

export const CONNECTIONS = 10;
/** Seconds per measurement; each case is measured twice (route, floor). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_MS = 500;

export interface CaseResult {
  name: string;
  route: Measurement;
  floor: Measurement;
}

/**
 * Serves the app on the database at `url`, seeds it, and measures every case: the route over
 * HTTP and its floor (the statements the route ran for the same request, replayed through the
 * driver), both from a child process for SECONDS each.
 */
export const benchmarkListRoute = async (url: string, log: (line: string) => void): Promise<CaseResult[]> => {
  const recorder = statementRecorder();
  const database = await openPostgres(url, CONNECTIONS, recorder.logger);
  const app = await buildApp({ database });
  try {
    await migrateDatabase(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const seedStart = performance.now();
    const seeded = await seedBenchData(database, baseUrl);
    log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; statements per case and their plans (EXPLAIN ANALYZE):`);

    const results: CaseResult[] = [];
    for (const benchCase of CASES) {
      const caseUrl = `${baseUrl}/v1/job-title${benchCase.query(seeded.businessId)}`;
      const statements = await recorder.record(async () => {
        const response = await fetch(caseUrl, { headers: { cookie: seeded.cookie } });
        if (!response.ok) throw new Error(`${benchCase.name}: route answered ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      });
      for (const line of await explainStatements(database, benchCase.name, statements)) log(line);
      const route = { kind: 'http', cookie: seeded.cookie, requests: [{ method: 'GET', url: caseUrl }] } as const;
      const floor = { kind: 'sql', connectionString: url, statements } as const;
      // Warm-up: plans cached, connections open, JIT warm; not counted.
      await measureInChild({ ...route, concurrency: CONNECTIONS, durationMs: WARM_UP_MS });
      await measureInChild({ ...floor, concurrency: CONNECTIONS, durationMs: WARM_UP_MS });
      const { route: routeResult, floor: floorResult } = await measureRouteAndFloor(
        { ...route, concurrency: CONNECTIONS, durationMs: SECONDS * 1000 },
        { ...floor, concurrency: CONNECTIONS, durationMs: SECONDS * 1000 },
      );
      log(`${benchCase.name}: ${statements.length} statements; route ${routeResult.rps.toFixed(0)} req/s, floor ${floorResult.rps.toFixed(0)} req/s`);
      results.push({ name: benchCase.name, route: routeResult, floor: floorResult });
    }
    return results;
  } finally {
    await app.close();
    await database.close();
  }
};

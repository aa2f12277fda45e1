import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { migrateDatabase, openPostgres } from '../server/db/database';
import { statementRecorder } from './capture';
import { CASES } from './cases';
import { measureInChild, measureRouteAndFloor } from './loadProcess';
import { explainStatements } from './plans';
import { seedBenchData } from './seed';
import type { Measurement } from './stats';

/** Latency: one request at a time, so p50 is the route's own time, not time queued behind others. */
export const LATENCY_CONCURRENCY = 1;
/** Throughput: this many in flight, enough to keep the 2 cores busy. */
export const THROUGHPUT_CONCURRENCY = 10;
/** Seconds per measurement; each case is measured twice (route, floor). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Long enough for the server's hot paths to be optimised by the JIT (some hundreds of calls), so the
// first case measured is not the one that pays for warming the server up.
const WARM_UP_MS = 2_000;

export interface CaseResult {
  name: string;
  /** One request at a time. */
  route: Measurement;
  floor: Measurement;
  /** THROUGHPUT_CONCURRENCY in flight. */
  routeLoaded: Measurement;
  floorLoaded: Measurement;
}

/**
 * Serves the app on the database at `url`, seeds it, and measures every case: the route over
 * HTTP and its floor (the statements the route ran for the same request, replayed through the
 * driver), both from a child process for SECONDS each, one request at a time (latency) and
 * THROUGHPUT_CONCURRENCY at a time (throughput).
 */
export const benchmarkListRoute = async (
  url: string,
  log: (line: string) => void,
): Promise<CaseResult[]> => {
  const recorder = statementRecorder();
  const database = await openPostgres(url, THROUGHPUT_CONCURRENCY);
  const app = await buildApp({ database });
  try {
    await migrateDatabase(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const seedStart = performance.now();
    const seeded = await seedBenchData(database, baseUrl);
    log(
      `seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; statements per case and their plans (EXPLAIN ANALYZE):`,
    );

    const results: CaseResult[] = [];
    for (const benchCase of CASES) {
      const caseUrl = `${baseUrl}/v1/job-title${benchCase.query(seeded.businessId)}`;
      const statements = await recorder.record(async () => {
        const response = await fetch(caseUrl, { headers: { cookie: seeded.cookie } });
        if (!response.ok)
          throw new Error(
            `${benchCase.name}: route answered ${response.status} ${await response.text()}`,
          );
        await response.arrayBuffer();
      });
      for (const line of await explainStatements(database, benchCase.name, statements)) log(line);
      const route = {
        kind: 'http',
        cookie: seeded.cookie,
        requests: [{ method: 'GET', url: caseUrl }],
      } as const;
      const floor = { kind: 'sql', connectionString: url, statements } as const;
      const measure = async (concurrency: number) => {
        // Warm-up: plans cached, connections open, JIT warm; not counted.
        await measureInChild({ ...route, concurrency, durationMs: WARM_UP_MS });
        await measureInChild({ ...floor, concurrency, durationMs: WARM_UP_MS });
        return measureRouteAndFloor(
          { ...route, concurrency, durationMs: SECONDS * 1000 },
          { ...floor, concurrency, durationMs: SECONDS * 1000 },
        );
      };
      const latency = await measure(LATENCY_CONCURRENCY);
      const throughput = await measure(THROUGHPUT_CONCURRENCY);
      log(
        `${benchCase.name}: ${statements.length} statements; route ${latency.route.p50.toFixed(1)} ms p50, floor ${latency.floor.p50.toFixed(1)} ms p50`,
      );
      results.push({
        name: benchCase.name,
        ...latency,
        routeLoaded: throughput.route,
        floorLoaded: throughput.floor,
      });
    }
    return results;
  } finally {
    await app.close();
    await database.close();
  }
};

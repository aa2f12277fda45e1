import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { migrateDatabase, type OpenDatabase } from '../server/db/database';
import { CASES, type BenchCase } from './cases';
import { explainCases } from './plans';
import { seedBenchData, type SeededData } from './seed';
import { measurePool, type Measurement } from './stats';

export const CONNECTIONS = 10;
/** Seconds per measurement; each case is measured twice (route, floor) per engine. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface CaseResult {
  engine: string;
  name: string;
  route: Measurement;
  floor: Measurement;
}

const floorOperation = (database: OpenDatabase, benchCase: BenchCase, businessId: string) => () =>
  // The route runs its page and count queries concurrently; so does the floor.
  Promise.all([database.query(benchCase.rowsSql, benchCase.rowsParams(businessId)), database.query(benchCase.countSql, benchCase.countParams(businessId))]);

/** The floor must be the same work as the route: same records, same total. */
const checkSameAnswer = async (database: OpenDatabase, url: string, seeded: SeededData, benchCase: BenchCase) => {
  const response = await fetch(url, { headers: { cookie: seeded.cookie } });
  if (!response.ok) throw new Error(`${benchCase.name}: route answered ${response.status} ${await response.text()}`);
  const { jobTitlePage } = (await response.json()) as { jobTitlePage: { docs: { _id: string }[]; total: number } };
  const [rows, count] = await floorOperation(database, benchCase, seeded.businessId)();
  const floorIds = rows.rows.map((row) => String(row.id));
  const routeIds = jobTitlePage.docs.map((doc) => doc._id);
  if (routeIds.length === 0 || routeIds.join() !== floorIds.join() || jobTitlePage.total !== Number(count.rows[0].total)) {
    throw new Error(`${benchCase.name}: the floor SQL does not return what the route returns`);
  }
};

const measureRoute = async (url: string, cookie: string, options: { amount: number }): Promise<Measurement> => {
  // One worker thread fires the requests, so the load generator does not share the server's
  // event loop (PGlite runs its queries on that loop too).
  const result = await autocannon({ url, connections: CONNECTIONS, workers: 1, timeout: 30, headers: { cookie }, ...options });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx replies`);
  }
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result['2xx'] / result.duration, count: result['2xx'] };
};

/** Migrates, serves, seeds and measures every case on one database engine. */
export const benchmarkEngine = async (engine: string, database: OpenDatabase, log: (line: string) => void): Promise<CaseResult[]> => {
  await migrateDatabase(database);
  const app = await buildApp({ database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const seedStart = performance.now();
    const seeded = await seedBenchData(database, baseUrl);
    log(`[${engine}] seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; plans (EXPLAIN ANALYZE):`);
    for (const line of await explainCases(database, seeded.businessId)) log(line);

    const results: CaseResult[] = [];
    for (const benchCase of CASES) {
      const url = `${baseUrl}/v1/job-title${benchCase.query(seeded.businessId)}`;
      await checkSameAnswer(database, url, seeded, benchCase);
      const floor = floorOperation(database, benchCase, seeded.businessId);
      // Warm-up: plans cached, pool connections open, JIT warm; not counted.
      await measureRoute(url, seeded.cookie, { amount: 2 * CONNECTIONS });
      await measurePool(floor, CONNECTIONS, 500);

      // The floor runs for SECONDS; the route then serves as many requests as the floor
      // managed in that time. A fixed count (not a duration) means every request sent is
      // answered and counted: cutting off at a deadline would drop the slowest ones.
      const floorResult = await measurePool(floor, CONNECTIONS, SECONDS * 1000);
      const route = await measureRoute(url, seeded.cookie, { amount: Math.max(2 * CONNECTIONS, Math.round(floorResult.rps * SECONDS)) });
      log(`[${engine}] ${benchCase.name}: route ${route.rps.toFixed(0)} req/s, floor ${floorResult.rps.toFixed(0)} req/s`);
      results.push({ engine, name: benchCase.name, route, floor: floorResult });
    }
    return results;
  } finally {
    await app.close();
  }
};

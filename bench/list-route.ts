/**
 * `npm run bench` (first part): the generic list route (GET /v1/job-title) on PostgreSQL under
 * load, through the real HTTP stack, against the statements it runs replayed through the
 * driver (the floor). See docs/performance.md for how to read the output.
 */
import os from 'node:os';
import { MAIN_ROWS, OTHER_ROWS } from './seed';
import { createScratchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres';
import { benchmarkListRoute, LATENCY_CONCURRENCY, SECONDS, THROUGHPUT_CONCURRENCY } from './run';
import { formatTable, ms } from './stats';

const log = (line: string) => console.log(line);
/** The targets: list cases within 1.3x of their floor's median latency. */
const TARGET_P50_RATIO = 1.3;

const main = async () => {
  const started = performance.now();
  log(
    `Saluni list-route benchmark: ${MAIN_ROWS.toLocaleString('en')} job titles in one business + ${OTHER_ROWS.toLocaleString('en')} in 3 others`,
  );
  log(
    `latency with ${LATENCY_CONCURRENCY} request in flight, throughput with ${THROUGHPUT_CONCURRENCY}; ${SECONDS} s per measurement; ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  const scratch = await createScratchDatabase(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL,
  );
  if (!scratch) return;
  try {
    const results = await benchmarkListRoute(scratch.url, log);
    const header = [
      'case',
      'route p50',
      'route p99',
      'floor p50',
      'floor p99',
      'route/floor p50',
      `p50 <= ${TARGET_P50_RATIO}x`,
      `route req/s (${THROUGHPUT_CONCURRENCY})`,
      `floor req/s (${THROUGHPUT_CONCURRENCY})`,
      'route/floor req/s',
    ];
    const rows = results.map((r) => [
      r.name,
      ms(r.route.p50),
      ms(r.route.p99),
      ms(r.floor.p50),
      ms(r.floor.p99),
      `${(r.route.p50 / r.floor.p50).toFixed(2)}x`,
      r.route.p50 / r.floor.p50 <= TARGET_P50_RATIO ? 'yes' : 'no',
      r.routeLoaded.rps.toFixed(0),
      r.floorLoaded.rps.toFixed(0),
      `${(r.routeLoaded.rps / r.floorLoaded.rps).toFixed(2)}x`,
    ]);
    log(
      `\nPostgreSQL. Latencies in ms (performance.now() around each call), one request at a time; req/s = calls completed / elapsed time with ${THROUGHPUT_CONCURRENCY} in flight.\n`,
    );
    log(formatTable(header, rows));
  } finally {
    await scratch.drop();
  }
  log(`\nTotal run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

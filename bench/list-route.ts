/**
 * `npm run bench`: the generic list route (GET /v1/job-title) under load, through the real
 * HTTP stack, against the same SQL sent straight to the driver (the floor). See
 * docs/performance.md for how to read the output.
 */
import os from 'node:os';
import { createPglite, openPglite, openPostgres } from '../server/db/database';
import { MAIN_ROWS, OTHER_ROWS } from './seed';
import { createScratchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres';
import { benchmarkEngine, CONNECTIONS, SECONDS, type CaseResult } from './run';
import { formatTable, ms } from './stats';

const log = (line: string) => console.log(line);

const main = async () => {
  const started = performance.now();
  log(`Saluni list-route benchmark: ${MAIN_ROWS.toLocaleString('en')} job titles in one business + ${OTHER_ROWS.toLocaleString('en')} in 3 others`);
  log(`${CONNECTIONS} concurrent connections, ${SECONDS} s per measurement; ${os.cpus().length} CPUs, Node ${process.version}\n`);
  const results: CaseResult[] = [];

  const pglite = openPglite(await createPglite());
  try {
    results.push(...(await benchmarkEngine('PGlite', pglite, log)));
  } finally {
    await pglite.close();
  }

  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL);
  if (scratch) {
    try {
      const postgres = await openPostgres(scratch.url);
      try {
        results.push(...(await benchmarkEngine('PostgreSQL', postgres, log)));
      } finally {
        await postgres.close();
      }
    } finally {
      await scratch.drop();
    }
  }

  const header = ['engine', 'case', 'route p50', 'route p99', 'route req/s', 'floor p50', 'floor p99', 'floor req/s', 'route/floor p50', 'route/floor req/s'];
  const rows = results.map((r) => [
    r.engine,
    r.name,
    ms(r.route.p50),
    ms(r.route.p99),
    r.route.rps.toFixed(0),
    ms(r.floor.p50),
    ms(r.floor.p99),
    r.floor.rps.toFixed(0),
    `${(r.route.p50 / r.floor.p50).toFixed(2)}x`,
    `${(r.route.rps / r.floor.rps).toFixed(2)}x`,
  ]);
  log(`\nLatencies in ms (route: autocannon, 1 ms resolution; floor: performance.now()).\n`);
  log(formatTable(header, rows));
  log(`\nTotal run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

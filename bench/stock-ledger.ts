/**
 * `npm run bench` (second part): the stock ledger on PostgreSQL with 1,000,000 ledger rows.
 * Balance lookup and transfer latency (one at a time), and movements per second with 10
 * transfers in flight, each against its floor: the same SQL sent straight through the driver.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { migrateDatabase, openPostgres } from '../server/db/database';
import { createScratchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres';
import { statementRecorder } from './capture';
import type { HttpRequest, LoadJob } from './load';
import { measureInChild, measureRouteAndFloor } from './loadProcess';
import { formatTable, ms } from './stats';
import { randomTransfer } from './stockFloor';
import { LEDGER_ROWS, seedStockBench } from './stockSeed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
/** Random calls made up front; the load process picks among them. */
const REQUESTS = 2_000;
const log = (line: string) => console.log(line);

const main = async () => {
  const scratch = await createScratchDatabase(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL,
  );
  if (!scratch) return;
  const recorder = statementRecorder();
  const database = await openPostgres(scratch.url, CONCURRENCY);
  try {
    await migrateDatabase(database);
    const app = await buildApp({ database, signInRateLimit: { max: 1_000, timeWindow: 60_000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const seeding = performance.now();
    const data = await seedStockBench(database, baseUrl);
    log(
      `Stock ledger benchmark on PostgreSQL: ${LEDGER_ROWS.toLocaleString('en')} ledger rows, ${data.products.length} products, ${data.warehouseIds.length} warehouses (seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s); ${SECONDS} s per measurement\n`,
    );

    // The session and access look-up the stock routes start with, as the driver was sent it.
    const [access] = await recorder.record(async () => {
      const response = await fetch(
        `${baseUrl}/v1/stock/warehouses?${new URLSearchParams({ businessId: data.businessId }).toString()}`,
        {
          headers: { cookie: data.cookie },
        },
      );
      await response.arrayBuffer();
    });
    if (!access?.sql.includes('"sessions"'))
      throw new Error('the first statement of a stock call is not the session and access look-up');
    const requests = (count: number, request: () => HttpRequest) =>
      Array.from({ length: count }, request);
    const balanceRequests = requests(REQUESTS, () => {
      const { productId, variantId, source } = randomTransfer(data);
      return {
        method: 'GET',
        url: `${baseUrl}/v1/stock/balance?${new URLSearchParams({ businessId: data.businessId, itemCode: productId, warehouseId: source, variantId }).toString()}`,
      };
    });
    const transferRequests = requests(REQUESTS, () => {
      const { productId, variantId, source, destination } = randomTransfer(data);
      const body = {
        businessId: data.businessId,
        itemCode: productId,
        variantId,
        sourceWarehouseId: source,
        destinationWarehouseId: destination,
        quantity: 1,
        reference: 'bench',
      };
      return { method: 'POST', url: `${baseUrl}/v1/stock/transfer`, body };
    });
    const route = (list: HttpRequest[]) =>
      ({ kind: 'http', cookie: data.cookie, requests: list }) as const;
    const floor = (operation: 'balance' | 'transfer') =>
      ({ kind: 'stock-floor', operation, connectionString: scratch.url, access, data }) as const;

    const duration = SECONDS * 1000;
    const cases: [string, number, LoadJob, LoadJob][] = [
      [
        'balance lookup',
        1,
        { ...route(balanceRequests), concurrency: 1, durationMs: 0 },
        { ...floor('balance'), concurrency: 1, durationMs: 0 },
      ],
      [
        'transfer',
        1,
        { ...route(transferRequests), concurrency: 1, durationMs: 0 },
        { ...floor('transfer'), concurrency: 1, durationMs: 0 },
      ],
      [
        `transfers, ${CONCURRENCY} in flight`,
        CONCURRENCY,
        { ...route(transferRequests), concurrency: CONCURRENCY, durationMs: 0 },
        { ...floor('transfer'), concurrency: CONCURRENCY, durationMs: 0 },
      ],
    ];
    const rows: string[][] = [];
    const wanted = process.env.BENCH_CASES?.split(',')
      .map((word) => word.trim())
      .filter(Boolean);
    for (const [name, concurrency, route, floor] of cases) {
      if (wanted && !wanted.some((word) => name.includes(word))) continue;
      // A 2 s warm-up of each side first, as the other benches do: the server's hot paths JIT-compiled.
      await measureInChild({ ...route, concurrency, durationMs: 2_000 });
      await measureInChild({ ...floor, concurrency, durationMs: 2_000 });
      const { route: routeResult, floor: floorResult } = await measureRouteAndFloor(
        { ...route, concurrency, durationMs: duration },
        { ...floor, concurrency, durationMs: duration },
      );
      // A transfer is two movements (its OUT and its IN rows).
      const movements = name.startsWith('balance') ? 1 : 2;
      rows.push([
        name,
        ms(routeResult.p50),
        ms(routeResult.p99),
        (routeResult.rps * movements).toFixed(0),
        ms(floorResult.p50),
        ms(floorResult.p99),
        (floorResult.rps * movements).toFixed(0),
        `${(routeResult.p50 / floorResult.p50).toFixed(2)}x`,
      ]);
      log(`${name}: ${rows.at(-1)!.join(' | ')}`);
    }
    log(
      `\n${formatTable(['case', 'route p50', 'route p99', 'route ops/s', 'floor p50', 'floor p99', 'floor ops/s', 'route/floor p50'], rows)}`,
    );
    log(
      '\nops/s: lookups per second, or movements (ledger rows) per second for transfers. Latencies in ms.',
    );
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
  }
};

await main();

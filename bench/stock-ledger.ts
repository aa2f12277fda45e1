/**
 * `npm run bench` (second part): the stock ledger on PostgreSQL with 1,000,000 ledger rows.
 * Balance lookup and transfer latency (one at a time), and movements per second with 10
 * transfers in flight, each against its floor: the same SQL sent straight through the driver.
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../server/app';
import { migrateDatabase, openPostgres } from '../server/db/database';
import { createScratchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres';
import { formatTable, measurePool, ms, type Measurement } from './stats';
import { LEDGER_ROWS, seedStockBench, type StockBenchData } from './stockSeed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
const log = (line: string) => console.log(line);

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** A random product and two different warehouses: 1 unit moves, every balance holds hundreds. */
const randomTransfer = (data: StockBenchData) => {
  const item = pick(data.products);
  const source = pick(data.warehouseIds);
  const destination = pick(data.warehouseIds.filter((id) => id !== source));
  return { ...item, source, destination };
};

/** The statements POST /v1/stock/transfer runs after the session check, in one transaction. */
const floorTransfer = async (pool: pg.Pool, data: StockBenchData) => {
  const { productId, variantId, source, destination } = randomTransfer(data);
  const b = data.businessId;
  const client = await pool.connect();
  let entries: { id: string }[];
  try {
    await client.query('begin');
    await client.query('select id from products where business_id = $1 and id = $2', [b, productId]);
    await client.query('select id from product_variants where business_id = $1 and product_id = $2', [b, productId]);
    await client.query('select id, product_id from product_variants where business_id = $1 and id = any($2::uuid[])', [b, [variantId]]);
    await client.query('select id from warehouses where business_id = $1 and id = any($2::uuid[])', [b, [source, destination]]);
    const [first, second] = [source, destination].sort();
    await client.query(
      `insert into stock_balances (business_id, id, product_id, variant_id, warehouse_id) values ($1, gen_random_uuid(), $2, $3, $4), ($1, gen_random_uuid(), $2, $3, $5)
       on conflict (business_id, product_id, variant_id, warehouse_id) do nothing`,
      [b, productId, variantId, first, second],
    );
    const { rows } = await client.query(
      `select warehouse_id, quantity from stock_balances where business_id = $1 and (product_id, variant_id, warehouse_id) in (($2::uuid, $3::uuid, $4::uuid), ($2::uuid, $3::uuid, $5::uuid))
       order by product_id, variant_id, warehouse_id for update`,
      [b, productId, variantId, first, second],
    );
    await client.query('select allow_negative_stock from businesses where id = $1', [b]);
    const held = new Map(rows.map((row) => [String(row.warehouse_id), Number(row.quantity)]));
    ({ rows: entries } = await client.query(
      `insert into stock_entries (business_id, id, product_id, variant_id, warehouse_id, transaction_type, quantity, reference, reference_type, created_by)
       values ($1, gen_random_uuid(), $2, $3, $4, 'OUT', 1, 'bench', 'Transfer', null), ($1, gen_random_uuid(), $2, $3, $5, 'IN', 1, 'bench', 'Transfer', null) returning *`,
      [b, productId, variantId, source, destination],
    ));
    for (const [warehouseId, delta] of [[source, -1], [destination, 1]] as const) {
      await client.query('update stock_balances set quantity = $5, updated_at = now() where business_id = $1 and product_id = $2 and variant_id = $3 and warehouse_id = $4', [
        b, productId, variantId, warehouseId, (held.get(warehouseId) ?? 0) + delta,
      ]);
    }
    await client.query(`select id, coalesce(sales_warehouse_id, (select id from warehouses where business_id = $1 and name = 'General' limit 1)) from products where business_id = $1 and id = any($2::uuid[])`, [b, [productId]]);
    await client.query('update product_variants set stock_position = stock_position + 0, sales_stock_position = sales_stock_position + 0, updated_at = now() where business_id = $1 and id = $2', [b, variantId]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  // The reply's two entry documents, read after the commit (and the connection's release) as the route does.
  for (const entry of entries) {
    await pool.query(
        `select e.*, p.title, v.sku, v.options, w.name, r.id as reversed_by from stock_entries e
         join products p on p.business_id = e.business_id and p.id = e.product_id
         join product_variants v on v.business_id = e.business_id and v.id = e.variant_id
         join warehouses w on w.business_id = e.business_id and w.id = e.warehouse_id
         left join stock_entries r on r.business_id = e.business_id and r.reverses_entry_id = e.id
         where e.business_id = $1 and e.id = $2`,
        [b, entry.id],
      );
    }
};

/** The statements GET /v1/stock/balance runs after the session check. */
const floorBalance = async (pool: pg.Pool, data: StockBenchData) => {
  const { productId, variantId, source } = randomTransfer(data);
  const b = data.businessId;
  await pool.query('select id from warehouses where business_id = $1 and id = $2', [b, source]);
  await pool.query('select id from products where business_id = $1 and id = $2', [b, productId]);
  await pool.query('select coalesce(sum(quantity), 0)::int from stock_balances where business_id = $1 and product_id = $2 and warehouse_id = $3 and variant_id = $4', [b, productId, source, variantId]);
};

const main = async () => {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL);
  if (!scratch) return;
  const database = await openPostgres(scratch.url, CONCURRENCY);
  const floorPool = new pg.Pool({ connectionString: scratch.url, max: CONCURRENCY });
  try {
    await migrateDatabase(database);
    const app = await buildApp({ database, signInRateLimit: { max: 1_000, timeWindow: 60_000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const seeding = performance.now();
    const data = await seedStockBench(database, baseUrl);
    log(`Stock ledger benchmark on PostgreSQL: ${LEDGER_ROWS.toLocaleString('en')} ledger rows, ${data.products.length} products, ${data.warehouseIds.length} warehouses (seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s); ${SECONDS} s per measurement\n`);

    const routeBalance = async () => {
      const { productId, variantId, source } = randomTransfer(data);
      const query = new URLSearchParams({ businessId: data.businessId, itemCode: productId, warehouseId: source, variantId });
      const response = await fetch(`${baseUrl}/v1/stock/balance?${query.toString()}`, { headers: { cookie: data.cookie } });
      if (response.status !== 200) throw new Error(`balance: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    const routeTransfer = async () => {
      const { productId, variantId, source, destination } = randomTransfer(data);
      const response = await fetch(`${baseUrl}/v1/stock/transfer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: data.cookie },
        body: JSON.stringify({ businessId: data.businessId, itemCode: productId, variantId, sourceWarehouseId: source, destinationWarehouseId: destination, quantity: 1, reference: 'bench' }),
      });
      if (response.status !== 201) throw new Error(`transfer: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };

    const duration = SECONDS * 1000;
    const cases: [string, number, () => Promise<unknown>, () => Promise<unknown>][] = [
      ['balance lookup', 1, routeBalance, () => floorBalance(floorPool, data)],
      ['transfer', 1, routeTransfer, () => floorTransfer(floorPool, data)],
      [`transfers, ${CONCURRENCY} in flight`, CONCURRENCY, routeTransfer, () => floorTransfer(floorPool, data)],
    ];
    const rows: string[][] = [];
    for (const [name, concurrency, route, floor] of cases) {
      await measurePool(route, concurrency, 500);
      const routeResult: Measurement = await measurePool(route, concurrency, duration);
      const floorResult: Measurement = await measurePool(floor, concurrency, duration);
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
    log(`\n${formatTable(['case', 'route p50', 'route p99', 'route ops/s', 'floor p50', 'floor p99', 'floor ops/s', 'route/floor p50'], rows)}`);
    log('\nops/s: lookups per second, or movements (ledger rows) per second for transfers. Latencies in ms.');
    await app.close();
  } finally {
    await floorPool.end();
    await database.close();
    await scratch.drop();
  }
};

await main();

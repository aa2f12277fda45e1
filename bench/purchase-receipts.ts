/**
 * `npm run bench` (last part): receiving a 5,000-line purchase receipt on PostgreSQL, one at a
 * time, against its floor: the statements one receive sent to the driver (the transaction, the
 * receipt's lock, the ledger's checks, locks and inserts, the balances, the variants' positions
 * and prices, the status), replayed through the driver from another process for another
 * receipt, with fresh ids for the rows it inserts. Targets: p50 <= 2 s and <= 2x the floor.
 */
import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../server/db/database';
import { withBenchServer } from './benchServer';
import { replayFor } from './capture';
import { measureInChild, measureRouteAndFloor } from './loadProcess';
import { formatTable, ROUTE_FLOOR_HEADER, routeFloorRow } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LINES = 5_000;
/** Pending receipts made up front, half for the route and half for its floor: more than either uses. */
const RECEIPTS = 60;
const TARGET_RATIO = 2;
const TARGET_MS = 2_000;
const log = (line: string) => console.log(line);

/** 5,000 products of one variant each, a supplier, and RECEIPTS pending receipts of one line per variant into General. */
const seedReceipts = async (database: OpenDatabase, businessId: string): Promise<string[]> => {
  const q = database.query;
  await q(
    `insert into products (business_id, id, title, product_type, short_description)
     select $1, gen_random_uuid(), 'Product ' || lpad(n::text, 5, '0'), 'simple', 'bench' from generate_series(1, $2) n`,
    [businessId, LINES],
  );
  await q(
    `insert into product_variants (business_id, id, product_id, sku) select business_id, gen_random_uuid(), id, 'SKU-' || title from products where business_id = $1`,
    [businessId],
  );
  const categoryId = uuidv7();
  const supplierId = uuidv7();
  await q('insert into supplier_categories (business_id, id, name) values ($1, $2, $3)', [
    businessId,
    categoryId,
    'Bench',
  ]);
  await q(
    'insert into suppliers (business_id, id, full_name, phone, email, category_id) values ($1, $2, $3, $4, $5, $6)',
    [businessId, supplierId, 'Bench Supplier', '+254712345678', 'supplier@saluni.test', categoryId],
  );
  const receiptIds = Array.from({ length: RECEIPTS }, () => uuidv7());
  for (const [index, receiptId] of receiptIds.entries()) {
    await q(
      `insert into purchase_receipts (business_id, id, receipt_number, supplier_id, warehouse_id, receipt_date)
       values ($1, $2, $3, $4, (select id from warehouses where business_id = $1 and name = 'General'), '2026-11-25')`,
      [businessId, receiptId, `PR-B${String(index + 1).padStart(4, '0')}`, supplierId],
    );
    await q(
      `insert into purchase_receipt_items (business_id, id, receipt_id, product_id, variant_id, quantity, unit_price, selling_price)
       select business_id, gen_random_uuid(), $2, product_id, id, 5, 120.50, 250 from product_variants where business_id = $1`,
      [businessId, receiptId],
    );
  }
  await q('vacuum analyze');
  await q('checkpoint');
  return receiptIds;
};

const main = () =>
  withBenchServer(async ({ databaseUrl, database, baseUrl, cookie, createBusiness, recorder }) => {
    const businessId = await createBusiness(`Bench Receipts ${process.pid}`);
    const seeding = performance.now();
    const receiptIds = await seedReceipts(database, businessId);
    log(
      `seeded ${RECEIPTS} pending receipts of ${LINES.toLocaleString('en')} lines in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    // Every id already in the database stays as recorded; only the ids the receive made up are renewed.
    const { rows } = await database.query(
      `select id::text from products where business_id = $1 union all select id::text from product_variants where business_id = $1
       union all select id::text from warehouses where business_id = $1 union all select id::text from users
       union all select id::text from purchase_receipts where business_id = $1 union all select $1::text`,
      [businessId],
    );
    const known = new Set(rows.map((row) => String(row.id)));

    const receive = (receiptId: string) => ({
      method: 'POST' as const,
      url: `${baseUrl}/v1/purchase-receipts/receive?${new URLSearchParams({ receiptId }).toString()}`,
      body: { businessId },
    });
    const [recordedId, ...rest] = receiptIds as [string, ...string[]];
    const template = await recorder.record(async () => {
      const { url, body } = receive(recordedId);
      const response = await fetch(url, {
        method: 'POST',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(
          `receiving a receipt answered ${response.status}: ${await response.text()}`,
        );
      await response.arrayBuffer();
    });
    const [routeReceipts, floorReceipts] = [
      rest.slice(0, rest.length / 2),
      rest.slice(rest.length / 2),
    ];
    const route = {
      kind: 'http',
      cookie,
      requests: routeReceipts.map(receive),
      sequential: true,
      concurrency: 1,
    } as const;
    const floor = {
      kind: 'sql-each',
      connectionString: databaseUrl,
      operations: floorReceipts.map((receiptId) =>
        replayFor(template, recordedId, receiptId, known),
      ),
      concurrency: 1,
    } as const;
    const warmRoute = await measureInChild({ ...route, durationMs: 1 });
    const warmFloor = await measureInChild({ ...floor, durationMs: 1 });
    const duration = SECONDS * 1000;
    const result = await measureRouteAndFloor(
      { ...route, first: warmRoute.count, durationMs: duration },
      { ...floor, first: warmFloor.count, durationMs: duration },
    );
    const { ratio, cells } = routeFloorRow(`receive ${LINES} lines`, result);
    log(
      `\nPurchase receipts benchmark on PostgreSQL: receiving a receipt of ${LINES.toLocaleString('en')} lines, ${template.length} statements; ${result.route.count} route and ${result.floor.count} floor receives\n`,
    );
    log(
      formatTable(
        [...ROUTE_FLOOR_HEADER, `p50 <= ${TARGET_MS} ms`, `p50 <= ${TARGET_RATIO}x`],
        [
          [
            ...cells,
            result.route.p50 <= TARGET_MS ? 'yes' : 'no',
            ratio <= TARGET_RATIO ? 'yes' : 'no',
          ],
        ],
      ),
    );
  });

await main();

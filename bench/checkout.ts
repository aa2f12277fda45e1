/**
 * `npm run bench` (checkout part): paying a 20-line cart (`POST /v1/order`, cash) on PostgreSQL,
 * one order at a time, against its floor: the statements one payment sent to the driver (the
 * transaction, the cart, the order number, the lines, the payment, the stock ledger's checks,
 * locks and inserts, the holdings the sale creates, emptying the cart), replayed through the
 * driver from another process for another business's identical cart, with fresh ids for the rows
 * it inserts. Target: p50 <= 2x the floor.
 *
 * Every business holds the same catalogue and cart under the same ids (the tables are keyed by
 * business and id), so a recorded payment replays for another business by changing only the
 * business id and the ids the route made up.
 */
import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../server/db/database';
import { withBenchServer } from './benchServer';
import { replayFor } from './capture';
import { measureInChild, measureRouteAndFloor } from './loadProcess';
import { formatTable, ROUTE_FLOOR_HEADER, routeFloorRow } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Businesses with a full cart, one per order paid: more than both sides use in SECONDS. */
const BUSINESSES = Number(process.env.BENCH_CHECKOUT_BUSINESSES ?? 400);
const PRODUCT_LINES = 17;
const TARGET_RATIO = 2;
const log = (line: string) => console.log(line);

/** The tables copied from the template business to the others, parents first. */
const COPIED_TABLES = [
  'warehouses',
  'clients',
  'products',
  'product_variants',
  'stock_entries',
  'stock_balances',
  'vouchers',
  'memberships',
  'service_packages',
  'carts',
  'cart_entries',
];

/** Copies every row of `table` of the template business into each target business under the same ids. */
const copyRows = async (
  database: OpenDatabase,
  table: string,
  templateId: string,
  targetIds: string[],
) => {
  const { rows } = await database.query(
    `select column_name from information_schema.columns where table_name = $1 and table_schema = 'public' order by ordinal_position`,
    [table],
  );
  const columns = rows.map((row) => `"${String(row.column_name)}"`);
  const selected = columns.map((column) =>
    column === '"business_id"' ? 'target.id' : `t.${column}`,
  );
  await database.query(
    `insert into ${table} (${columns.join(', ')}) select ${selected.join(', ')} from ${table} t cross join unnest($2::uuid[]) as target(id) where t.business_id = $1`,
    [templateId, targetIds],
  );
};

/** The template's catalogue in SQL: a warehouse, 17 stocked products, a voucher, a membership, a package of two services, a client. */
const seedTemplate = async (database: OpenDatabase, businessId: string) => {
  const q = database.query;
  const warehouseId = uuidv7();
  const clientId = uuidv7();
  await q(`insert into warehouses (business_id, id, name) values ($1, $2, 'Front desk')`, [
    businessId,
    warehouseId,
  ]);
  await q(
    `insert into clients (business_id, id, full_name, phone, email, gender) values ($1, $2, 'Wanjiru Kamau', '+254712345678', 'wanjiru@saluni.test', 'Female')`,
    [businessId, clientId],
  );
  await q(
    `insert into products (business_id, id, title, product_type, short_description, sales_warehouse_id)
     select $1, gen_random_uuid(), 'Product ' || lpad(n::text, 2, '0'), 'simple', 'bench', $2 from generate_series(1, $3) n`,
    [businessId, warehouseId, PRODUCT_LINES],
  );
  await q(
    `insert into product_variants (business_id, id, product_id, sku, retail_price, stock_position, sales_stock_position)
     select business_id, gen_random_uuid(), id, 'SKU-' || title, 33.33, 1000, 1000 from products where business_id = $1`,
    [businessId],
  );
  await q(
    `insert into stock_entries (business_id, id, product_id, variant_id, warehouse_id, transaction_type, quantity, reference_type)
     select business_id, gen_random_uuid(), product_id, id, $2, 'IN', 1000, 'Opening' from product_variants where business_id = $1`,
    [businessId, warehouseId],
  );
  await q(
    `insert into stock_balances (business_id, id, product_id, variant_id, warehouse_id, quantity)
     select business_id, gen_random_uuid(), product_id, id, $2, 1000 from product_variants where business_id = $1`,
    [businessId, warehouseId],
  );
  const voucherId = uuidv7();
  const membershipId = uuidv7();
  const packageId = uuidv7();
  await q(
    `insert into vouchers (business_id, id, name, value, sale_limit, validity_days) values ($1, $2, 'Gift 2000', 2000, 3, 365)`,
    [businessId, voucherId],
  );
  await q(
    `insert into memberships (business_id, id, name, price, duration) values ($1, $2, 'Glow Club', '{"monthly": 3500}', '{"value": 1, "duration_type": "month"}')`,
    [businessId, membershipId],
  );
  await q(
    `insert into service_packages (business_id, id, name, service_ids, price) values ($1, $2, 'Bridal', array[gen_random_uuid(), gen_random_uuid()], 12000)`,
    [businessId, packageId],
  );
  const { rows } = await q(
    'select product_id, id from product_variants where business_id = $1 order by sku',
    [businessId],
  );
  const entries: Record<string, unknown>[] = [
    ...rows.map((row) => ({
      kind: 'product',
      productId: String(row.product_id),
      variantId: String(row.id),
    })),
    { kind: 'voucher', voucherId },
    { kind: 'membership', membershipId, type: 'monthly', duration: 1 },
    { kind: 'servicePackage', servicePackageId: packageId },
  ];
  return { clientId, entries };
};

const main = () =>
  withBenchServer(async ({ databaseUrl, database, baseUrl, cookie, createBusiness, recorder }) => {
    const call = async (method: string, path: string, body: Record<string, unknown>) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return JSON.parse(text) as Record<string, unknown>;
    };

    const seeding = performance.now();
    const templateId = await createBusiness(`Bench Checkout ${process.pid}`);
    const { clientId, entries } = await seedTemplate(database, templateId);
    await call('PUT', '/v1/cart', { businessId: templateId, clientId });
    let cart: Record<string, unknown> = {};
    for (const entry of entries)
      cart = (await call('POST', '/v1/cart/entry', { businessId: templateId, ...entry }))
        .cart as Record<string, unknown>;
    const total = Number(cart.total);
    const businessIds: string[] = [];
    for (let n = 0; n < BUSINESSES; n += 1)
      businessIds.push(await createBusiness(`Bench Checkout ${process.pid} ${n + 1}`));
    for (const table of COPIED_TABLES) await copyRows(database, table, templateId, businessIds);
    await database.query('vacuum analyze');
    await database.query('checkpoint');
    log(
      `seeded ${BUSINESSES} businesses with a ${entries.length}-line cart (total ${total}) in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );

    // Every id already in the database stays as recorded; only the ids the payment made up are renewed.
    const { rows } = await database.query(
      `select id::text from users union all select id::text from businesses union all select distinct id::text from warehouses
       union all select distinct id::text from clients union all select distinct id::text from products union all select distinct id::text from product_variants
       union all select distinct id::text from stock_balances union all select distinct id::text from vouchers union all select distinct id::text from memberships
       union all select distinct id::text from service_packages union all select distinct id::text from carts union all select distinct id::text from cart_entries`,
    );
    const known = new Set(rows.map((row) => String(row.id)));
    const pay = (businessId: string) => ({
      method: 'POST' as const,
      url: `${baseUrl}/v1/order`,
      body: { businessId, payments: [{ method: 'cash', amount: total }] },
    });

    const [recordedId, ...rest] = businessIds as [string, ...string[]];
    const template = await recorder.record(async () => {
      await call('POST', '/v1/order', pay(recordedId).body);
    });
    const [routeBusinesses, floorBusinesses] = [
      rest.slice(0, rest.length / 2),
      rest.slice(rest.length / 2),
    ];
    const route = {
      kind: 'http',
      cookie,
      requests: routeBusinesses.map(pay),
      sequential: true,
      concurrency: 1,
    } as const;
    const floor = {
      kind: 'sql-each',
      connectionString: databaseUrl,
      operations: floorBusinesses.map((businessId) =>
        replayFor(template, recordedId, businessId, known),
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
    const { ratio, cells } = routeFloorRow(`pay a ${entries.length}-line cart`, result);
    log(
      `\nCheckout benchmark on PostgreSQL: paying a ${entries.length}-line cart in cash, ${template.length} statements; ${result.route.count} route and ${result.floor.count} floor payments\n`,
    );
    log(
      formatTable(
        [...ROUTE_FLOOR_HEADER, `p50 <= ${TARGET_RATIO}x`],
        [[...cells, ratio <= TARGET_RATIO ? 'yes' : 'no']],
      ),
    );
  });

await main();

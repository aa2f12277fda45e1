/**
 * `npm run bench` (reports part): the sales report (`GET /v1/report/sales`) over 100,000 orders of
 * one business on PostgreSQL, one request at a time, against its floor: the statements the route
 * sent (session and access look-up included), replayed through the driver from another process.
 * Targets: p50 <= 1.5x the floor and under 500 ms.
 */
import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../server/db/database';
import { withBenchServer } from './benchServer';
import { measureGetAgainstItsFloor } from './loadProcess';
import { formatTable, ROUTE_FLOOR_HEADER, routeFloorRow } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const CLIENTS = 5_000;
const TARGET_RATIO = 1.5;
const TARGET_MS = 500;
const log = (line: string) => console.log(line);

/**
 * A year of trade (2027) in SQL: 5,000 clients and 100,000 orders, each with a service line and a
 * product line and a cash or card payment; one order in fifty cancelled, one in twenty refunded
 * in part, a line discount on one in ten. Another business holds a tenth as many, so the report
 * reads one business's rows among others'.
 */
const seedOrders = async (database: OpenDatabase, businessId: string, orderCount: number) => {
  const q = database.query;
  await q(
    `insert into clients (business_id, id, full_name, phone, email, gender, created_at)
     select $1, gen_random_uuid(), 'Client ' || n, '+2547' || lpad(n::text, 8, '0'), 'client' || n || '@saluni.test', 'Female', timestamptz '2026-06-01'
     from generate_series(1, $2) n`,
    [businessId, CLIENTS],
  );
  await q(
    `insert into orders (business_id, id, order_no, client_id, subtotal, discount, cost, currency, paid_amount, refunded_amount, status, payment_status, created_at)
     select $1, gen_random_uuid(), n, c.id, 3500, 0, 3500, 'KES', 3500, case when n % 20 = 0 then 1000 else 0 end,
            case when n % 50 = 0 then 'cancelled' else 'delivered' end, case when n % 20 = 0 then 'partially_refunded' else 'paid' end,
            timestamptz '2027-01-01 08:00+03' + (n * interval '315 seconds')
     from generate_series(1, $2) n
     join (select id, row_number() over (order by id) as k from clients where business_id = $1) c on c.k = 1 + n % $3`,
    [businessId, orderCount, CLIENTS],
  );
  const [serviceId, productId, warehouseId] = [uuidv7(), uuidv7(), uuidv7()];
  await q(`insert into services (business_id, id, name) values ($1, $2, 'Braids')`, [
    businessId,
    serviceId,
  ]);
  await q(`insert into warehouses (business_id, id, name) values ($1, $2, 'General')`, [
    businessId,
    warehouseId,
  ]);
  await q(
    `insert into products (business_id, id, title, product_type, short_description, sales_warehouse_id) values ($1, $2, 'Shampoo', 'simple', 'bench', $3)`,
    [businessId, productId, warehouseId],
  );
  await q(
    `insert into order_lines (business_id, id, order_id, kind, item, name, quantity, unit_price, discount, total, service_id, product_id, created_at)
     select business_id, gen_random_uuid(), id, 'service', jsonb_build_object('kind', 'service', 'serviceId', $2::text), 'Braids', 1, 2500,
            case when order_no % 10 = 0 then 100 else 0 end, case when order_no % 10 = 0 then 2400 else 2500 end, $2::uuid, null, created_at
     from orders where business_id = $1
     union all
     select business_id, gen_random_uuid(), id, 'product', jsonb_build_object('kind', 'product', 'productId', $3::text), 'Shampoo', 2, 500, 0, 1000, null, $3::uuid, created_at
     from orders where business_id = $1`,
    [businessId, serviceId, productId],
  );
  await q(
    `insert into order_payments (business_id, id, order_id, method, amount, status, created_at)
     select business_id, gen_random_uuid(), id, case when order_no % 3 = 0 then 'card' else 'cash' end, cost, 'paid', created_at from orders where business_id = $1`,
    [businessId],
  );
  await q(
    `insert into order_refunds (business_id, id, order_id, amount, method, created_at)
     select business_id, gen_random_uuid(), id, 1000, 'cash', created_at + interval '1 day' from orders where business_id = $1 and order_no % 20 = 0`,
    [businessId],
  );
};

const main = () =>
  withBenchServer(async ({ databaseUrl, database, baseUrl, cookie, createBusiness, recorder }) => {
    const seeding = performance.now();
    const businessId = await createBusiness(`Bench Reports ${process.pid}`);
    await seedOrders(database, businessId, ORDERS);
    await seedOrders(
      database,
      await createBusiness(`Bench Reports ${process.pid} other`),
      ORDERS / 10,
    );
    await database.query('vacuum analyze');
    await database.query('checkpoint');
    log(
      `seeded ${ORDERS.toLocaleString('en')} orders in one business in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );

    const rows: string[][] = [];
    const measure = async (name: string, query: Record<string, string>) => {
      const url = `${baseUrl}/v1/report/sales?${new URLSearchParams({ businessId, ...query }).toString()}`;
      const statements = await recorder.record(async () => {
        const response = await fetch(url, { headers: { cookie } });
        if (!response.ok)
          throw new Error(`the sales report answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
      });
      const result = await measureGetAgainstItsFloor({
        url,
        cookie,
        connectionString: databaseUrl,
        statements,
        warmUpMs: 1_000,
        durationMs: SECONDS * 1000,
      });
      const { ratio, cells } = routeFloorRow(`${name} (${statements.length} statements)`, result);
      rows.push([...cells, ratio <= TARGET_RATIO && result.route.p50 < TARGET_MS ? 'yes' : 'no']);
    };
    await measure('sales report, the whole year', {
      startDate: '2026-12-31T21:00:00.000Z',
      endDate: '2027-12-31T20:59:59.999Z',
    });
    await measure('sales report, one month', {
      startDate: '2027-05-31T21:00:00.000Z',
      endDate: '2027-06-30T20:59:59.999Z',
    });

    log(
      `\nReports benchmark on PostgreSQL: ${ORDERS.toLocaleString('en')} orders of one business; ${SECONDS} s a side\n`,
    );
    log(
      formatTable([...ROUTE_FLOOR_HEADER, `p50 <= ${TARGET_RATIO}x and < ${TARGET_MS} ms`], rows),
    );
  });

await main();

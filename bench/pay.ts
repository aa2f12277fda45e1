/**
 * `npm run bench` (pay part): a month's pay period summary (`GET /v1/pay/period`, every one of 50
 * staff members' statements worked) over 100,000 order lines of one business on PostgreSQL, one
 * request at a time, against its floor: the statements the route sent (session and access look-up
 * included), replayed through the driver from another process.
 * Targets: p50 <= 1.5x the floor and under 1 s.
 */
import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../server/db/database';
import { withBenchServer } from './benchServer';
import { measureGetAgainstItsFloor } from './loadProcess';
import { explainStatements } from './plans';
import { formatTable, ROUTE_FLOOR_HEADER, routeFloorRow } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LINES = Number(process.env.BENCH_PAY_LINES ?? 100_000);
const STAFF = Number(process.env.BENCH_PAY_STAFF ?? 50);
const TARGET_RATIO = 1.5;
const TARGET_MS = 1_000;
/** The measured period: March 2027, a month of 31 days in Nairobi. */
const PERIOD_START = '2027-03-01';
const log = (line: string) => console.log(line);

/**
 * One commission plan for everyone: 10% of services and 5% of products, 8% on the treatments
 * category's services, the service percent raised to 12% then 15% by the month's tiered sales.
 */
const seedPlanAndStaff = async (database: OpenDatabase, businessId: string, staff: number) => {
  const [planId, treatmentsId, haircareId] = [uuidv7(), uuidv7(), uuidv7()];
  await database.query(
    `insert into commission_plans (business_id, id, name, rates, category_rates, tiers)
     values ($1, $2, 'Stylists', $3, $4, $5)`,
    [
      businessId,
      planId,
      JSON.stringify({
        service: { type: 'percent', value: 10 },
        product: { type: 'percent', value: 5 },
      }),
      JSON.stringify([{ categoryId: treatmentsId, rate: { type: 'percent', value: 8 } }]),
      JSON.stringify([
        { from: 50_000, percent: 12 },
        { from: 150_000, percent: 15 },
      ]),
    ],
  );
  await database.query(
    `insert into pay_settings (business_id, frequency, anchor_date) values ($1, 'monthly', '2027-01-01')`,
    [businessId],
  );
  await database.query(
    `insert into employees (business_id, id, full_name, commission_plan_id)
     select $1, gen_random_uuid(), 'Stylist ' || lpad(n::text, 2, '0'), $2 from generate_series(1, $3) n`,
    [businessId, planId, staff],
  );
  return { treatmentsId, haircareId };
};

/**
 * March 2027 in SQL: `lineCount` paid order lines, two per order (a service, by turns braids with
 * a supply charge in the treatments category or a cut, and two bottles of shampoo), each credited
 * to one of the staff by turns (three service lines in ten shared by three staff), with the tax
 * columns at 16% VAT; a line discount on one service in
 * ten; one order in forty refunded its service line the next day, one in 130 refunded in
 * part on the whole order; one order in fifty cancelled. Each staff member has four one-hour
 * appointments a day from Monday to Saturday.
 */
const seedMonth = async (
  database: OpenDatabase,
  businessId: string,
  lineCount: number,
  staff: number,
) => {
  const q = database.query;
  const { treatmentsId, haircareId } = await seedPlanAndStaff(database, businessId, staff);
  const [braidsId, cutId, shampooId, warehouseId, clientId] = [
    uuidv7(),
    uuidv7(),
    uuidv7(),
    uuidv7(),
    uuidv7(),
  ];
  await q(
    `insert into clients (business_id, id, full_name, phone, email, gender) values ($1, $2, 'Bench Client', '+254712345678', 'client@saluni.test', 'Female')`,
    [businessId, clientId],
  );
  await q(
    `insert into services (business_id, id, name, supply_charge, category_ids) values
       ($1, $2, 'Braids', 200, array[$4::uuid]), ($1, $3, 'Cut', null, '{}')`,
    [businessId, braidsId, cutId, treatmentsId],
  );
  await q(`insert into warehouses (business_id, id, name) values ($1, $2, 'General')`, [
    businessId,
    warehouseId,
  ]);
  await q(
    `insert into products (business_id, id, title, product_type, short_description, sales_warehouse_id, category_id)
     values ($1, $2, 'Shampoo', 'simple', 'bench', $3, $4)`,
    [businessId, shampooId, warehouseId, haircareId],
  );
  const orderCount = Math.floor(lineCount / 2);
  // Spread over the month: 08:00 on the 1st to about the 29th, Nairobi time.
  const step = Math.floor((28 * 86_400) / orderCount);
  await q(
    `insert into orders (business_id, id, order_no, client_id, subtotal, discount, cost, currency, paid_amount, refunded_amount, status, payment_status, created_at, fulfilled_at)
     select $1, gen_random_uuid(), n, $2, 3500, 0, 3500, 'KES', 3500,
            case when n % 40 = 0 then 2500 when n % 130 = 0 then 1000 else 0 end,
            case when n % 50 = 0 then 'cancelled' else 'delivered' end,
            case when n % 40 = 0 or n % 130 = 0 then 'partially_refunded' else 'paid' end,
            t, t
     from generate_series(1, $3) n, lateral (select timestamptz '2027-03-01 08:00+03' + n * $4 * interval '1 second' as t) at`,
    [businessId, clientId, orderCount, step],
  );
  await q(
    `with staff as (select id, row_number() over (order by id) - 1 as k from employees where business_id = $1)
     insert into order_lines (business_id, id, order_id, kind, item, name, quantity, unit_price, discount, total, service_id, product_id, employee_id, tax_band, tax_rate, taxable, tax, created_at)
     select o.business_id, gen_random_uuid(), o.id, 'service',
            jsonb_build_object('kind', 'service', 'serviceId', s.id::text), s.name, 1, 2500,
            case when o.order_no % 10 = 0 then 100 else 0 end, l.total, s.id, null, staff.id, 'A', 16, l.total,
            round(l.total * 16 / 116, 2), o.created_at
     from orders o
     join staff on staff.k = o.order_no % $5
     cross join lateral (select case when o.order_no % 10 = 0 then 2400 else 2500 end as total) l
     cross join lateral (select case when o.order_no % 2 = 0 then $2::uuid else $3::uuid end as id,
                                case when o.order_no % 2 = 0 then 'Braids' else 'Cut' end as name) s
     where o.business_id = $1
     union all
     select o.business_id, gen_random_uuid(), o.id, 'product', jsonb_build_object('kind', 'product', 'productId', $4::text),
            'Shampoo', 2, 500, 0, 1000, null, $4::uuid, staff.id, 'A', 16, 1000, round(1000.0 * 16 / 116, 2), o.created_at
     from orders o join staff on staff.k = (o.order_no + 1) % $5
     where o.business_id = $1`,
    [businessId, braidsId, cutId, shampooId, staff],
  );
  // Who is credited (order_line_staff): three service lines in ten (order number ending in 0, 3
  // or 7: braids and cuts, line discounts and refunds among them) are worked by three staff, the
  // line's own and the next two, by thirds (0.3334, 0.3333, 0.3333); every other line credits its
  // staff member with all of it.
  await q(
    `with staff as (select id, row_number() over (order by id) - 1 as k from employees where business_id = $1),
          lines as (
            select l.business_id, l.id, l.employee_id, l.kind, o.order_no, staff.k
            from order_lines l
            join orders o on o.business_id = l.business_id and o.id = l.order_id
            join staff on staff.id = l.employee_id
            where l.business_id = $1)
     insert into order_line_staff (business_id, id, order_line_id, employee_id, share_from, share_to)
     select business_id, gen_random_uuid(), id, employee_id, 0, 1 from lines
     where not (kind = 'service' and order_no % 10 in (0, 3, 7))
     union all
     select lines.business_id, gen_random_uuid(), lines.id, staff.id, part.share_from, part.share_to
     from lines
     cross join (values (0, 0, 0.3334), (1, 0.3334, 0.6667), (2, 0.6667, 1)) as part(offset_k, share_from, share_to)
     join staff on staff.k = (lines.k + part.offset_k) % $2
     where lines.kind = 'service' and lines.order_no % 10 in (0, 3, 7)`,
    [businessId, staff],
  );
  await q(
    `insert into order_payments (business_id, id, order_id, method, amount, status, created_at)
     select business_id, gen_random_uuid(), id, case when order_no % 3 = 0 then 'card' else 'cash' end, cost, 'paid', created_at from orders where business_id = $1`,
    [businessId],
  );
  await q(
    `insert into order_refunds (business_id, id, order_id, amount, method, lines, created_at)
     select o.business_id, gen_random_uuid(), o.id, 2500, 'cash',
            jsonb_build_array(jsonb_build_object('lineId', l.id::text, 'quantity', 1)), o.created_at + interval '1 day'
     from orders o join order_lines l on l.business_id = o.business_id and l.order_id = o.id and l.kind = 'service'
     where o.business_id = $1 and o.order_no % 40 = 0
     union all
     select business_id, gen_random_uuid(), id, 1000, 'cash', '[]'::jsonb, created_at + interval '1 day'
     from orders where business_id = $1 and order_no % 130 = 0 and order_no % 40 <> 0`,
    [businessId],
  );
  await q(
    `insert into appointments (business_id, id, client_id, employee_id, service_ids, start_date, duration_in_minutes, end_date, status)
     select $1, gen_random_uuid(), $2, e.id, array[$3::uuid], s, 60, s + interval '1 hour', 'completed'
     from employees e
     cross join generate_series(date '2027-03-01', date '2027-03-31', interval '1 day') d
     cross join generate_series(0, 3) slot
     cross join lateral (select (d::date + time '08:00' + slot * interval '2 hours') at time zone 'Africa/Nairobi' as s) st
     where e.business_id = $1 and extract(isodow from d) < 7`,
    [businessId, clientId, braidsId],
  );
};

const main = () =>
  withBenchServer(async ({ databaseUrl, database, baseUrl, cookie, createBusiness, recorder }) => {
    const seeding = performance.now();
    const businessId = await createBusiness(`Bench Pay ${process.pid}`);
    await seedMonth(database, businessId, LINES, STAFF);
    await seedMonth(
      database,
      await createBusiness(`Bench Pay ${process.pid} other`),
      LINES / 10,
      STAFF / 10,
    );
    await database.query('vacuum analyze');
    await database.query('checkpoint');
    log(
      `seeded ${LINES.toLocaleString('en')} order lines for ${STAFF} staff in one business in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );

    const url = `${baseUrl}/v1/pay/period?${new URLSearchParams({ businessId, start: PERIOD_START }).toString()}`;
    const statements = await recorder.record(async () => {
      const response = await fetch(url, { headers: { cookie } });
      if (!response.ok)
        throw new Error(`the pay period answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    });
    // BENCH_EXPLAIN=1 prints each statement's plan (EXPLAIN ANALYZE), to trace a slow run to its scans.
    if (process.env.BENCH_EXPLAIN)
      for (const line of await explainStatements(database, 'pay period', statements)) log(line);
    const result = await measureGetAgainstItsFloor({
      url,
      cookie,
      connectionString: databaseUrl,
      statements,
      warmUpMs: 2_000,
      durationMs: SECONDS * 1000,
    });
    const { ratio, cells } = routeFloorRow(
      `pay period, ${STAFF} statements (${statements.length} statements)`,
      result,
    );

    log(
      `\nPay benchmark on PostgreSQL: ${LINES.toLocaleString('en')} order lines of one business in one month, ${STAFF} staff; ${SECONDS} s a side\n`,
    );
    log(
      formatTable(
        [...ROUTE_FLOOR_HEADER, `p50 <= ${TARGET_RATIO}x and < ${TARGET_MS} ms`],
        [[...cells, ratio <= TARGET_RATIO && result.route.p50 < TARGET_MS ? 'yes' : 'no']],
      ),
    );
  });

await main();

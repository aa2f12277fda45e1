import type pg from 'pg';
import type { Statement } from './load';
import type { StockBenchData } from './stockSeed';
import { asSent } from './capture';

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** A random product and two different warehouses: 1 unit moves, every balance holds hundreds. */
export const randomTransfer = (data: StockBenchData) => {
  const item = pick(data.products);
  const source = pick(data.warehouseIds);
  const destination = pick(data.warehouseIds.filter((id) => id !== source));
  return { ...item, source, destination };
};

/** The statements POST /v1/stock/transfer runs after the session and access look-up, in one transaction. */
export const floorTransfer = async (pool: pg.Pool, data: StockBenchData, access: Statement) => {
  const { productId, variantId, source, destination } = randomTransfer(data);
  const b = data.businessId;
  await pool.query(asSent(access));
  const client = await pool.connect();
  let entries: { id: string }[];
  try {
    await client.query('begin');
    await client.query('select id from products where business_id = $1 and id = $2', [
      b,
      productId,
    ]);
    await client.query(
      'select id from product_variants where business_id = $1 and product_id = $2',
      [b, productId],
    );
    await client.query(
      'select id, product_id from product_variants where business_id = $1 and id = any($2::uuid[])',
      [b, [variantId]],
    );
    await client.query(
      'select id from warehouses where business_id = $1 and id = any($2::uuid[])',
      [b, [source, destination]],
    );
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
    // One statement sets both locked balances, as the ledger does (server/stock/ledger.ts).
    await client.query(
      `update stock_balances set quantity = moved.quantity, updated_at = now()
       from (values ($2::uuid, $3::uuid, $4::uuid, $5::int), ($2::uuid, $3::uuid, $6::uuid, $7::int)) as moved(product_id, variant_id, warehouse_id, quantity)
       where business_id = $1 and stock_balances.product_id = moved.product_id and stock_balances.variant_id = moved.variant_id and stock_balances.warehouse_id = moved.warehouse_id`,
      [
        b,
        productId,
        variantId,
        source,
        (held.get(source) ?? 0) - 1,
        destination,
        (held.get(destination) ?? 0) + 1,
      ],
    );
    await client.query(
      `select id, coalesce(sales_warehouse_id, (select id from warehouses where business_id = $1 and name = 'General' limit 1)) from products where business_id = $1 and id = any($2::uuid[])`,
      [b, [productId]],
    );
    await client.query(
      'select id from product_variants where business_id = $1 and id = any($2::uuid[]) order by id for no key update',
      [b, [variantId]],
    );
    await client.query(
      `update product_variants set stock_position = stock_position + delta.total, sales_stock_position = sales_stock_position + delta.sales, updated_at = now()
       from (values ($2::uuid, 0::bigint, 0::bigint)) as delta(id, total, sales)
       where business_id = $1 and product_variants.id = delta.id returning product_variants.id`,
      [b, variantId],
    );
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

/** The statements GET /v1/stock/balance runs, the session and access look-up first. */
export const floorBalance = async (pool: pg.Pool, data: StockBenchData, access: Statement) => {
  const { productId, variantId, source } = randomTransfer(data);
  const b = data.businessId;
  await pool.query(asSent(access));
  // Prepared, as the route prepares them (server/stock/balances.ts).
  await pool.query({
    name: 'warehouse_exists',
    text: 'select id from warehouses where business_id = $1 and id = $2',
    values: [b, source],
  });
  await pool.query({
    name: 'product_exists',
    text: 'select id from products where business_id = $1 and id = $2',
    values: [b, productId],
  });
  await pool.query({
    name: 'on_hand_of_variant',
    text: 'select coalesce(sum(quantity), 0)::int from stock_balances where business_id = $1 and product_id = $2 and warehouse_id = $3 and variant_id = $4',
    values: [b, productId, source, variantId],
  });
};

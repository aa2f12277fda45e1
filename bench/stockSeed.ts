import type { OpenDatabase } from '../server/db/database';
import { signUpOwner } from './seed';

export const LEDGER_ROWS = 1_000_000;
export const PRODUCTS = 200;
export const WAREHOUSES = 5;

export interface StockBenchData {
  cookie: string;
  businessId: string;
  /** Product and variant ids, index-aligned. */
  products: { productId: string; variantId: string }[];
  warehouseIds: string[];
}

/**
 * A business made through the app (owner, session, General warehouse), then in SQL: 4 more
 * warehouses, 200 single-variant products and 1,000,000 ledger rows spread over products and
 * warehouses (70% IN of 3, 30% OUT of 1, so no balance goes negative), with the balances and
 * variant positions their sums, as the ledger would have left them.
 */
export const seedStockBench = async (
  database: OpenDatabase,
  baseUrl: string,
): Promise<StockBenchData> => {
  const { cookie, createBusiness } = await signUpOwner(database, baseUrl);
  const businessId = await createBusiness(`Stock Bench ${process.pid}`);
  const q = database.query;
  await q(
    `insert into warehouses (business_id, id, name) select $1, gen_random_uuid(), 'Store ' || n from generate_series(2, $2) n`,
    [businessId, WAREHOUSES],
  );
  await q(
    `insert into products (business_id, id, title, product_type, short_description, sales_warehouse_id)
     select $1, gen_random_uuid(), 'Product ' || lpad(n::text, 4, '0'), 'simple', 'bench', (select id from warehouses where business_id = $1 and name = 'General')
     from generate_series(1, $2) n`,
    [businessId, PRODUCTS],
  );
  await q(
    `insert into product_variants (business_id, id, product_id, sku) select business_id, gen_random_uuid(), id, 'SKU-' || title from products where business_id = $1`,
    [businessId],
  );
  const { rows: productRows } = await q(
    `select p.id as product_id, v.id as variant_id from products p join product_variants v on v.business_id = p.business_id and v.product_id = p.id where p.business_id = $1 order by p.title`,
    [businessId],
  );
  const { rows: warehouseRows } = await q(
    'select id from warehouses where business_id = $1 order by name',
    [businessId],
  );
  const products = productRows.map((row) => ({
    productId: String(row.product_id),
    variantId: String(row.variant_id),
  }));
  const warehouseIds = warehouseRows.map((row) => String(row.id));

  // Generated in chunks so one statement never holds a huge sort in memory.
  const CHUNK = 250_000;
  for (let first = 0; first < LEDGER_ROWS; first += CHUNK) {
    await q(
      `with items as (select row_number() over (order by p.title) - 1 as i, p.id as product_id, v.id as variant_id
                      from products p join product_variants v on v.business_id = p.business_id and v.product_id = p.id where p.business_id = $1),
            stores as (select row_number() over (order by name) - 1 as w, id from warehouses where business_id = $1)
       insert into stock_entries (business_id, id, created_at, updated_at, product_id, variant_id, warehouse_id, transaction_type, quantity, reference_type)
       select $1, gen_random_uuid(), ts, ts, items.product_id, items.variant_id, stores.id,
              case when in_round then 'IN' else 'OUT' end, case when in_round then 3 else 1 end,
              case when in_round then 'PurchaseReceipt' else 'Sale' end
       from generate_series($2::int, $3::int) n
       -- Each round of n covers every (product, warehouse) once; 7 rounds in 10 are INs.
       cross join lateral (select timestamptz '2025-01-01' + (n || ' seconds')::interval * 30 as ts, (n / ($4::int * $5::int)) % 10 < 7 as in_round) t
       join items on items.i = n % $4
       join stores on stores.w = (n / $4) % $5`,
      [businessId, first, Math.min(LEDGER_ROWS, first + CHUNK) - 1, PRODUCTS, WAREHOUSES],
    );
  }
  await q(
    `insert into stock_balances (business_id, id, product_id, variant_id, warehouse_id, quantity)
     select business_id, gen_random_uuid(), product_id, variant_id, warehouse_id, sum(case when transaction_type = 'IN' then quantity else -quantity end)
     from stock_entries where business_id = $1 group by business_id, product_id, variant_id, warehouse_id`,
    [businessId],
  );
  await q(
    `update product_variants v set stock_position = b.total, sales_stock_position = b.sales
     from (select b.variant_id, sum(b.quantity) as total, sum(b.quantity) filter (where b.warehouse_id = p.sales_warehouse_id) as sales
           from stock_balances b join products p on p.business_id = b.business_id and p.id = b.product_id where b.business_id = $1 group by b.variant_id) b
     where v.business_id = $1 and v.id = b.variant_id`,
    [businessId],
  );
  await q('vacuum analyze stock_entries');
  await q('vacuum analyze stock_balances');
  return { cookie, businessId, products, warehouseIds };
};

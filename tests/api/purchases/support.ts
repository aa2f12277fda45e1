import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../../../server/db/database';
import { supplierCategories, suppliers } from '../../../server/db/schema';
import { createBusiness } from '../support/accounts';
import { send, withQuery } from '../support/http';
import { generalWarehouseOf, insertProduct, insertWarehouse } from '../support/stock';
import type { TestApp } from '../support/testApp';

export const PURCHASE = '/v1/purchase';
export const RECEIPTS = '/v1/purchase-receipts';

/** A supplier written straight to the database: the supplier screens and calls are their own area's. */
export const insertSupplier = async (
  database: OpenDatabase,
  businessId: string,
  fullName = 'Glow Wholesale',
) => {
  const categoryId = uuidv7();
  await database.db
    .insert(supplierCategories)
    .values({ businessId, id: categoryId, name: `Category ${categoryId.slice(-6)}` });
  const id = uuidv7();
  await database.db.insert(suppliers).values({
    businessId,
    id,
    fullName,
    phone: '+254712345678',
    email: 'sales@glow.example',
    categoryId,
  });
  return id;
};

/** The calls of one signed-in user in one business. */
export const purchasingCalls = (app: TestApp, cookie: string, businessId: string) => ({
  post: (path: string, payload: Record<string, unknown> = {}, query: Record<string, string> = {}) =>
    send(app, 'POST', withQuery(path, query), { cookie, payload: { businessId, ...payload } }),
  put: (path: string, payload: Record<string, unknown> = {}, query: Record<string, string> = {}) =>
    send(app, 'PUT', withQuery(path, query), { cookie, payload: { businessId, ...payload } }),
  get: (path: string, query: Record<string, string | number> = {}) =>
    send(app, 'GET', withQuery(path, { businessId, ...query }), { cookie }),
  remove: (path: string, query: Record<string, string> = {}, module = 'products.Purchases') =>
    send(app, 'DELETE', withQuery(path, { businessId, ...query }), {
      cookie,
      headers: { 'vendor-module': module },
    }),
});

/** A business with a supplier, two products (one with two variants), its General warehouse and a second one. */
export const purchasingBusiness = async (app: TestApp, database: OpenDatabase) => {
  const { businessId, owner } = await createBusiness(app);
  const supplierId = await insertSupplier(database, businessId);
  const general = await generalWarehouseOf(database, businessId);
  const back = await insertWarehouse(database, businessId, 'Back store');
  const simple = await insertProduct(database, businessId, {
    title: 'Argan Oil',
    salesWarehouseId: general,
  });
  const varied = await insertProduct(database, businessId, {
    title: 'Shampoo',
    variants: 2,
    salesWarehouseId: general,
  });
  return {
    businessId,
    owner,
    supplierId,
    general,
    back,
    simple,
    varied,
    calls: purchasingCalls(app, owner.cookie, businessId),
  };
};

export type PurchasingBusiness = Awaited<ReturnType<typeof purchasingBusiness>>;

export const requestItem = (b: PurchasingBusiness, overrides: Record<string, unknown> = {}) => ({
  productId: b.simple.productId,
  variantId: b.simple.variantIds[0]!,
  quantity: 3,
  unitPrice: 120.5,
  productName: 'Argan Oil',
  ...overrides,
});

export const receiptItem = (b: PurchasingBusiness, overrides: Record<string, unknown> = {}) => ({
  itemCode: b.simple.productId,
  variant: b.simple.variantIds[0]!,
  quantity: 4,
  unitPrice: 0.1,
  ...overrides,
});

/** Rows of the purchasing and stock tables of a business, to show a refusal wrote nothing. */
export const purchasingState = async (database: OpenDatabase, businessId: string) => {
  const tables = [
    'purchases',
    'purchase_items',
    'purchase_receipts',
    'purchase_receipt_items',
    'stock_entries',
    'stock_balances',
  ];
  const state: Record<string, unknown[]> = {};
  for (const table of tables) {
    state[table] = (
      await database.query(`select * from ${table} where business_id = $1 order by id`, [
        businessId,
      ])
    ).rows;
  }
  state.variants = (
    await database.query(
      'select id, supply_price, retail_price, last_price, stock_position from product_variants where business_id = $1 order by id',
      [businessId],
    )
  ).rows;
  return state;
};

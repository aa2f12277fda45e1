import { and, eq } from 'drizzle-orm';
import {
  businesses,
  orderLines,
  orderPayments,
  orderRefunds,
  orders,
} from '../../../server/db/schema';
import { createBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { checkoutCalls, seedSaleItems, type EntryInput, type SaleSession } from '../support/orders';
import { insertProduct } from '../support/stock';
import { stockCalls } from '../support/stockCalls';
import type { TestContext } from '../support/testApp';

type Query = Record<string, string | number | undefined>;

/** The report calls as a signed-in user of one business; `headers` e.g. Accept-Language. */
export const reportCalls = (app: TestContext['app'], cookie: string, businessId: string) => {
  const get =
    (path: string) =>
    (query: Query = {}, headers: Record<string, string> = {}) =>
      send(app, 'GET', withQuery(path, { businessId, ...query }), { cookie, headers });
  return {
    sales: get('/v1/report/sales'),
    statistic: get('/v1/report/statistic'),
    newClients: get('/v1/sales-ledger/new-clients'),
    mostSold: get('/v1/sales-ledger/most-sold-services'),
    clients: get('/v1/report/clients'),
    overview: get('/v1/report/overview'),
  };
};

/** A business (in `timezone`) selling the checkout tests' items, its owner's session and calls. */
export const reportSetup = async (
  context: Pick<TestContext, 'app' | 'database'>,
  timezone = 'Africa/Nairobi',
) => {
  const { businessId, owner } = await createBusiness(context.app, 'Reports');
  await context.database.db
    .update(businesses)
    .set({ timezone })
    .where(eq(businesses.id, businessId));
  const session: SaleSession = {
    app: context.app,
    database: context.database,
    cookie: owner.cookie,
    businessId,
  };
  const items = await seedSaleItems(session, { stock: 50 });
  return {
    businessId,
    owner,
    session,
    items,
    calls: reportCalls(context.app, owner.cookie, businessId),
    checkout: checkoutCalls(session),
  };
};

/** Moves an order, its lines and its payments to `at` (the tests' way to make days; a line is dated with its order). */
export const dateOrder = async (
  context: Pick<TestContext, 'database'>,
  businessId: string,
  orderId: string,
  at: string,
) => {
  const { db } = context.database;
  const when = new Date(at);
  await db
    .update(orders)
    .set({ createdAt: when })
    .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)));
  await db
    .update(orderLines)
    .set({ createdAt: when })
    .where(and(eq(orderLines.businessId, businessId), eq(orderLines.orderId, orderId)));
  await db
    .update(orderPayments)
    .set({ createdAt: when })
    .where(and(eq(orderPayments.businessId, businessId), eq(orderPayments.orderId, orderId)));
};

/** Moves one payment to `at`: money paid toward an order on another day than it was made. */
export const datePayment = async (
  context: Pick<TestContext, 'database'>,
  businessId: string,
  paymentId: string,
  at: string,
) => {
  await context.database.db
    .update(orderPayments)
    .set({ createdAt: new Date(at) })
    .where(and(eq(orderPayments.businessId, businessId), eq(orderPayments.id, paymentId)));
};

/** Moves the refunds of an order to `at`. */
export const dateRefunds = async (
  context: Pick<TestContext, 'database'>,
  businessId: string,
  orderId: string,
  at: string,
) => {
  await context.database.db
    .update(orderRefunds)
    .set({ createdAt: new Date(at) })
    .where(and(eq(orderRefunds.businessId, businessId), eq(orderRefunds.orderId, orderId)));
};

/** A product of the business at `price` with a few units in its sales warehouse, as a cart entry selling one. */
export const productAt = async (
  setup: Awaited<ReturnType<typeof reportSetup>>,
  price: number,
): Promise<EntryInput> => {
  const { session, items } = setup;
  const { productId, variantIds } = await insertProduct(session.database, session.businessId, {
    salesWarehouseId: items.warehouseId,
    retailPrice: price.toFixed(2),
  });
  const stocked = await stockCalls(session.app, session.cookie, session.businessId).post({
    itemCode: productId,
    warehouseId: items.warehouseId,
    transactionType: 'IN',
    quantity: 5,
  });
  if (stocked.statusCode !== 201)
    throw new Error(`stock in failed: ${stocked.statusCode} ${stocked.body}`);
  return { kind: 'product', productId, variantId: variantIds[0]! };
};

export const errorOf = (response: Parameters<typeof body>[0]) => body<ErrorBody>(response).error;

import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { client } from '../../../../registry';
import type { CartEntryKind, Order, OrderPayment } from '../../../../registry/orders';
import type { OpenDatabase } from '../../../../server/db/database';
import { orderCounters, orderLines, orderPayments, orders } from '../../../../server/db/schema';
import { minorToNumeric, toMinor } from '../../../../server/db/money';
import { paymentStatusOf } from '../../../../server/orders/paymentStatus';
import { postStockMovements } from '../../../../server/stock/ledger';
import { createBusiness } from '../../support/accounts';
import { body, send, withQuery } from '../../support/http';
import { createRecord, sampleRecord } from '../../support/records';
import { generalWarehouseOf, insertProduct } from '../../support/stock';
import { stockCalls } from '../../support/stockCalls';
import type { TestContext } from '../../support/testApp';

/**
 * Orders written straight to the tables, as `POST /v1/order` leaves them: lines with prices
 * copied, payments, and a Sale OUT entry per product line through the stock ledger. Stands in for
 * the checkout call until its test helper can be used.
 */
export interface FixtureLine {
  kind?: CartEntryKind;
  name?: string;
  productId?: string;
  variantId?: string;
  warehouseId?: string;
  quantity: number;
  unitPrice: number;
  discount?: number;
}

export interface FixturePayment {
  method: OrderPayment['method'];
  amount: number;
  status?: OrderPayment['status'];
}

export interface FixtureOrder {
  businessId: string;
  clientId: string;
  userId: string | null;
  lines: FixtureLine[];
  discount?: number;
  payments?: FixturePayment[];
  createdAt?: Date;
}

export const insertOrder = async (database: OpenDatabase, order: FixtureOrder): Promise<string> => {
  const id = uuidv7();
  const { businessId } = order;
  await database.db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(orderCounters)
      .values({ businessId, lastOrderNo: 1 })
      .onConflictDoUpdate({
        target: orderCounters.businessId,
        set: { lastOrderNo: sql`${orderCounters.lastOrderNo} + 1` },
      })
      .returning();
    const lines = order.lines.map((line) => {
      const total = toMinor(line.unitPrice) * line.quantity - toMinor(line.discount ?? 0);
      return { ...line, total };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    const cost = subtotal - toMinor(order.discount ?? 0);
    const paid = (order.payments ?? [])
      .filter((payment) => (payment.status ?? 'paid') === 'paid')
      .reduce((sum, payment) => sum + toMinor(payment.amount), 0);
    const createdAt = order.createdAt ?? new Date();
    await tx.insert(orders).values({
      businessId,
      id,
      orderNo: counter!.lastOrderNo,
      clientId: order.clientId,
      userId: order.userId,
      subtotal: minorToNumeric(subtotal),
      discount: minorToNumeric(toMinor(order.discount ?? 0)),
      cost: minorToNumeric(cost),
      currency: 'KES',
      paidAmount: minorToNumeric(paid),
      paymentStatus: paymentStatusOf(cost, paid, 0),
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(orderLines).values(
      lines.map((line, position) => ({
        businessId,
        id: uuidv7(),
        orderId: id,
        kind: line.kind ?? 'product',
        item: line.productId ? { productId: line.productId, variantId: line.variantId } : {},
        name: line.name ?? `Line ${position + 1}`,
        quantity: line.quantity,
        unitPrice: minorToNumeric(toMinor(line.unitPrice)),
        discount: minorToNumeric(toMinor(line.discount ?? 0)),
        total: minorToNumeric(line.total),
        productId: line.productId ?? null,
        variantId: line.variantId ?? null,
        warehouseId: line.warehouseId ?? null,
        // As checkout makes them: at the order's time, with its account (the sales report reads both off the line).
        createdAt,
        userId: order.userId,
      })),
    );
    for (const payment of order.payments ?? []) {
      await tx.insert(orderPayments).values({
        businessId,
        id: uuidv7(),
        orderId: id,
        method: payment.method,
        amount: minorToNumeric(toMinor(payment.amount)),
        status: payment.status ?? 'paid',
      });
    }
    await postStockMovements(
      tx,
      businessId,
      order.userId,
      lines.flatMap((line) =>
        line.productId && line.variantId && line.warehouseId
          ? [
              {
                productId: line.productId,
                variantId: line.variantId,
                warehouseId: line.warehouseId,
                transactionType: 'OUT' as const,
                quantity: line.quantity,
                reference: id,
                referenceType: 'Sale' as const,
              },
            ]
          : [],
      ),
    );
  });
  return id;
};

export const ORDERS_MODULE = 'products.Orders';

/** The order calls as a signed-in user of one business. */
export const orderCalls = (app: TestContext['app'], cookie: string, businessId: string) => ({
  list: (query: Record<string, string | number | undefined> = {}) =>
    send(app, 'GET', withQuery('/v1/order', { businessId, ...query }), { cookie }),
  get: (id: string) => send(app, 'GET', withQuery(`/v1/order/${id}`, { businessId }), { cookie }),
  unread: () => send(app, 'GET', withQuery('/v1/order/unreadOrders', { businessId }), { cookie }),
  exportCsv: (query: Record<string, string | number | undefined> = {}) =>
    send(app, 'GET', withQuery('/v1/order/export', { businessId, ...query }), { cookie }),
  update: (id: string, payload: unknown) =>
    send(app, 'PUT', `/v1/order/${id}`, {
      cookie,
      payload: { businessId, ...(payload as object) },
    }),
  fulfil: (id: string) =>
    send(app, 'POST', `/v1/order/fulfil/${id}`, { cookie, payload: { businessId } }),
  status: (id: string, status: unknown) =>
    send(app, 'PUT', `/v1/order/status/${id}`, { cookie, payload: { businessId, status } }),
  refund: (id: string, payload: unknown) =>
    send(app, 'POST', `/v1/order/${id}/refund`, {
      cookie,
      payload: { businessId, ...(payload as object) },
    }),
  remove: (id: string, headers: Record<string, string> = { 'vendor-module': ORDERS_MODULE }) =>
    send(app, 'DELETE', withQuery(`/v1/order/${id}`, { businessId }), { cookie, headers }),
  receipt: (id: string) =>
    send(app, 'POST', `/v1/order/${id}/receipt-email`, { cookie, payload: { businessId } }),
  ledger: (query: Record<string, string | number | undefined> = {}) =>
    send(app, 'GET', withQuery('/v1/sales-ledger', { businessId, ...query }), { cookie }),
});

export const orderOf = (response: LightMyRequestResponse) => body<{ order: Order }>(response).order;

/** A business with a client, a product of 10 units in General at 33.33, and the calls of its owner. */
export const orderSetup = async (context: Pick<TestContext, 'app' | 'database'>, stock = 10) => {
  const { businessId, owner } = await createBusiness(context.app, 'Orders');
  const general = await generalWarehouseOf(context.database, businessId);
  const product = await insertProduct(context.database, businessId, {
    title: 'Argan Oil',
    salesWarehouseId: general,
    retailPrice: '33.33',
  });
  if (stock > 0)
    await stockCalls(context.app, owner.cookie, businessId).post({
      itemCode: product.productId,
      warehouseId: general,
      transactionType: 'IN',
      quantity: stock,
    });
  const clientRecord = await createRecord(
    context.app,
    owner.cookie,
    client,
    businessId,
    sampleRecord(client, 1),
  );
  const productLine = (quantity: number, unitPrice = 33.33, discount = 0): FixtureLine => ({
    kind: 'product',
    name: 'Argan Oil',
    productId: product.productId,
    variantId: product.variantIds[0],
    warehouseId: general,
    quantity,
    unitPrice,
    discount,
  });
  const order = (fields: Partial<FixtureOrder> = {}) =>
    insertOrder(context.database, {
      businessId,
      clientId: clientRecord._id,
      userId: owner.id,
      lines: [productLine(3)],
      ...fields,
    });
  return {
    businessId,
    owner,
    general,
    product,
    variantId: product.variantIds[0]!,
    clientId: clientRecord._id,
    clientName: clientRecord.fullName as string,
    clientEmail: clientRecord.email as string,
    calls: orderCalls(context.app, owner.cookie, businessId),
    productLine,
    order,
  };
};

/** The order's row as stored, to prove nothing was written. */
export const orderRow = async (database: OpenDatabase, businessId: string, id: string) =>
  (
    await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, businessId), eq(orders.id, id)))
  )[0];

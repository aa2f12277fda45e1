import { and, count, eq, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { ORDER_STATUSES, type OrderStatus } from '../../registry/orders';
import { choiceSchema, textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { businessLocale } from '../tenancy/locale';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { toPage } from '../registry/documents';
import { businessIdOf } from '../http/fields';
import { authorize, checkVendorModule, isUuid, type Access } from '../tenancy/access';
import { loadOrder, orderDocuments } from './documents';
import { sendOrdersCsv } from './export';
import { EXPORT_KEYS, LIST_KEYS, orderListQuery, orderPaging } from './listQuery';
import { ORDERS_MODULE } from './ordersModule';
import { queueReceiptEmail } from './receipt';
import { refundOrder, refundSchema } from './refund';
import { changeOrderStatus, deleteUnpaidOrder, withLockedOrder } from './status';

type Query = Record<string, unknown>;
type Params = { id: string };

const updateSchema = yup.object({
  businessId: textSchema(),
  read: yup.boolean().strict().typeError('saluni.validation.mustBeBoolean').optional(),
  notes: textSchema(2000).nullable().optional(),
});
const statusSchema = yup.object({
  businessId: textSchema(),
  status: choiceSchema(ORDER_STATUSES).required('saluni.spec.validation.fieldRequired'),
});
const businessOnlySchema = yup.object({ businessId: textSchema() });

/** Reads that name one order take only the business in the query. */
const refuseQueryBeyondBusiness = (query: Query) => {
  if (Object.keys(query).some((key) => key !== 'businessId'))
    throw badRequest('saluni.validation.invalidQuery');
};

/**
 * The order calls after payment (docs/areas/orders.md, Orders), module products.Orders:
 *   GET    /v1/order?filters&page&limit&sort -> { orderPage }       GET /v1/order/{id} -> { order } with stockEntries
 *   GET    /v1/order/unreadOrders -> { unreadOrders }             GET /v1/order/export -> orders.csv
 *   PUT    /v1/order/{id} {read?, notes?}                           POST /v1/order/fulfil/{id}
 *   PUT    /v1/order/status/{id} {status}                           POST /v1/order/{id}/refund {lines?, amount?, method, reason?}
 *   DELETE /v1/order/{id} (vendor-module products.Orders)           POST /v1/order/{id}/receipt-email
 * Every write holds the order's row lock in one transaction and replies with the order.
 */
export const registerOrderRoutes = (app: FastifyInstance, db: Database) => {
  const orderReply = async (access: Access, id: string) => ({
    order: (await loadOrder(db, access.businessId, id))!,
  });

  app.get<{ Querystring: Query }>('/v1/order', async (request) => {
    const access = await authorize(db, request, request.query.businessId, ORDERS_MODULE, 'read');
    const { timezone } = await businessLocale(db, access.businessId);
    const list = orderListQuery(db, access.businessId, timezone, request.query, LIST_KEYS);
    const { page, limit } = orderPaging(request.query);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(list.where)
        .orderBy(...list.orderBy)
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(orders).where(list.where),
    ]);
    const docs = await orderDocuments(db, access.businessId, rows);
    const sort = { field: 'createdAt', direction: list.sort === 'createdAt' ? 1 : -1 } as const;
    return { orderPage: toPage(docs, totals!.total, page, limit, sort) };
  });

  app.get<{ Querystring: Query }>('/v1/order/unreadOrders', async (request) => {
    const access = await authorize(db, request, request.query.businessId, ORDERS_MODULE, 'read');
    refuseQueryBeyondBusiness(request.query);
    const [row] = await db
      .select({ unread: count() })
      .from(orders)
      .where(and(eq(orders.businessId, access.businessId), not(orders.read)));
    return { unreadOrders: row!.unread };
  });

  app.get<{ Querystring: Query }>('/v1/order/export', async (request, reply) => {
    const access = await authorize(db, request, request.query.businessId, ORDERS_MODULE, 'read');
    const { timezone } = await businessLocale(db, access.businessId);
    const list = orderListQuery(db, access.businessId, timezone, request.query, EXPORT_KEYS);
    return sendOrdersCsv(reply, db, access.businessId, timezone, list);
  });

  app.get<{ Querystring: Query; Params: Params }>('/v1/order/:id', async (request) => {
    const access = await authorize(db, request, request.query.businessId, ORDERS_MODULE, 'read');
    refuseQueryBeyondBusiness(request.query);
    if (!isUuid(request.params.id)) throw notFound();
    const order = await loadOrder(db, access.businessId, request.params.id);
    if (!order) throw notFound();
    return { order };
  });

  app.put<{ Params: Params }>('/v1/order/:id', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      ORDERS_MODULE,
      'update',
    );
    const body = await parseBody(updateSchema, request.body);
    await withLockedOrder(db, access.businessId, request.params.id, async (tx, row) => {
      const change = {
        ...(body.read !== undefined && { read: body.read }),
        ...(body.notes !== undefined && { notes: body.notes?.trim() || null }),
      };
      if (!Object.keys(change).length) return;
      await tx
        .update(orders)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(orders.businessId, access.businessId), eq(orders.id, row.id)));
    });
    return orderReply(access, request.params.id);
  });

  app.post<{ Params: Params }>('/v1/order/fulfil/:id', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      ORDERS_MODULE,
      'update',
    );
    await parseBody(businessOnlySchema, request.body ?? {});
    await withLockedOrder(db, access.businessId, request.params.id, (tx, row) =>
      changeOrderStatus(tx, row, 'delivered', access.user.id),
    );
    return orderReply(access, request.params.id);
  });

  app.put<{ Params: Params }>('/v1/order/status/:id', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      ORDERS_MODULE,
      'update',
    );
    const { status } = await parseBody(statusSchema, request.body);
    await withLockedOrder(db, access.businessId, request.params.id, (tx, row) =>
      changeOrderStatus(tx, row, status as OrderStatus, access.user.id),
    );
    return orderReply(access, request.params.id);
  });

  app.post<{ Params: Params }>('/v1/order/:id/refund', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      ORDERS_MODULE,
      'update',
    );
    const body = await parseBody(refundSchema, request.body);
    await withLockedOrder(db, access.businessId, request.params.id, (tx, row) =>
      refundOrder(tx, row, body, access.user.id),
    );
    return orderReply(access, request.params.id);
  });

  app.post<{ Params: Params }>('/v1/order/:id/receipt-email', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      ORDERS_MODULE,
      'update',
    );
    await parseBody(businessOnlySchema, request.body ?? {});
    if (!isUuid(request.params.id)) throw notFound();
    const order = await loadOrder(db, access.businessId, request.params.id);
    if (!order) throw notFound();
    await queueReceiptEmail(db, order);
    return { order };
  });

  app.delete<{ Querystring: Query; Params: Params }>('/v1/order/:id', async (request) => {
    checkVendorModule(request, ORDERS_MODULE);
    const access = await authorize(db, request, request.query.businessId, ORDERS_MODULE, 'delete');
    refuseQueryBeyondBusiness(request.query);
    const order = await withLockedOrder(
      db,
      access.businessId,
      request.params.id,
      async (tx, row) => {
        const document = await loadOrder(tx, access.businessId, row.id);
        await deleteUnpaidOrder(tx, row, access.user.id);
        return document!;
      },
    );
    return { order };
  });
};

import { and, count, eq, not } from 'drizzle-orm';
import { businessRow } from '../db/businessRows';
import type { OrderStatus } from '../../registry/orders';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { notFound } from '../http/errors';
import { toPage } from '../registry/documents';
import type { CsvExport } from '../http/csv';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import { businessLocale } from '../tenancy/locale';
import { loadOrder, orderDocuments } from './documents';
import { sendOrdersCsv } from './export';
import { EXPORT_KEYS, LIST_KEYS, orderListQuery, orderPaging } from './listQuery';
import { queueReceiptEmail } from './receipt';
import { refundOrder, type RefundBody } from './refund';
import { changeOrderStatus, deleteUnpaidOrder, withLockedOrder } from './status';

type Query = Record<string, unknown>;

/** The order as it stands after a write: it exists, the write held its lock. */
const orderAfter = async (db: Database, businessId: string, id: string) =>
  (await loadOrder(db, businessId, id))!;

/** A page of the business's orders, filtered and sorted as the query says (listQuery.ts). */
export const orderPage = async (db: Database, businessId: string, query: Query) => {
  const { timezone } = await businessLocale(db, businessId);
  const list = orderListQuery(db, businessId, timezone, query, LIST_KEYS);
  const { page, limit } = orderPaging(query);
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
  const docs = await orderDocuments(db, businessId, rows);
  const sort = { field: 'createdAt', direction: list.sort === 'createdAt' ? 1 : -1 } as const;
  return toPage(docs, totals!.total, page, limit, sort);
};

/** How many of the business's orders nobody has marked read. */
export const unreadOrderCount = async (db: Database, businessId: string) => {
  const [row] = await db
    .select({ unread: count() })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), not(orders.read)));
  return row!.unread;
};

/** Sends the orders the list's filters find as orders.csv. */
export const exportOrders: CsvExport = async (db, reply, businessId, query) => {
  const { timezone } = await businessLocale(db, businessId);
  const list = orderListQuery(db, businessId, timezone, query, EXPORT_KEYS);
  return sendOrdersCsv(reply, db, businessId, timezone, list);
};

/** One of the business's orders, with its stock entries; a 404 otherwise. */
export const findOrder = async (db: Database, businessId: string, id: string) => {
  if (!isUuid(id)) throw notFound();
  const order = await loadOrder(db, businessId, id);
  if (!order) throw notFound();
  return order;
};

/** `PUT /v1/order/{id}`: marks it read or not, and its notes (blank clears them). */
export const updateOrder = async (
  db: Database,
  businessId: string,
  id: string,
  body: { read?: boolean; notes?: string | null },
) => {
  await withLockedOrder(db, businessId, id, async (tx, row) => {
    const change = {
      ...(body.read !== undefined && { read: body.read }),
      ...(body.notes !== undefined && { notes: body.notes?.trim() || null }),
    };
    if (!Object.keys(change).length) return;
    await tx
      .update(orders)
      .set({ ...change, updatedAt: new Date() })
      .where(businessRow(orders, businessId, row.id));
  });
  return orderAfter(db, businessId, id);
};

/** Moves the order to `status` (fulfilling is `delivered`), as status.ts allows. */
export const moveOrder = async (db: Database, access: Access, id: string, status: OrderStatus) => {
  await withLockedOrder(db, access.businessId, id, (tx, row) =>
    changeOrderStatus(tx, row, status, access.user.id),
  );
  return orderAfter(db, access.businessId, id);
};

/** `POST /v1/order/{id}/refund`: lines or an amount back, by a method (refund.ts). */
export const refund = async (db: Database, access: Access, id: string, body: RefundBody) => {
  await withLockedOrder(db, access.businessId, id, (tx, row) =>
    refundOrder(tx, row, body, access.user.id),
  );
  return orderAfter(db, access.businessId, id);
};

/** Queues the order's receipt to its client's email. */
export const emailReceipt = async (db: Database, businessId: string, id: string) => {
  const order = await findOrder(db, businessId, id);
  await queueReceiptEmail(db, order);
  return order;
};

/** Deletes an unpaid order (status.ts), answering with the order as it was. */
export const deleteOrder = (db: Database, access: Access, id: string) =>
  withLockedOrder(db, access.businessId, id, async (tx, row) => {
    const document = await loadOrder(tx, access.businessId, row.id);
    await deleteUnpaidOrder(tx, row, access.user.id);
    return document!;
  });

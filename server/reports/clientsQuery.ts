import { and, asc, count, desc, eq, gte, lt, min, sql, sum, type SQL } from 'drizzle-orm';
import type { ReportClient } from '../../registry/reports';
import type { Database } from '../db/database';
import { clients, orders } from '../db/schema';
import { minorToNumber } from '../db/money';
import type { ReportRange } from './range';
import { countedOrders, minorOf, ordersInRange } from './scope';

/** New clients (first order in the range) or returning ones (an order in the range and one before it). */
export type ClientKind = 'new' | 'returning';

/**
 * Each client with a counted order in the range (narrowed by `orderFilter`, e.g. a payment
 * method), with their orders and spending in it and their first counted order ever. New and
 * returning split them by whether that first order is before the range's start; without a start
 * every client is new.
 */
const clientsOfRange = (
  db: Database,
  businessId: string,
  range: ReportRange,
  orderFilter?: SQL,
) => {
  const inRange = db
    .select({
      clientId: orders.clientId,
      orders: count().as('orders_in_range'),
      spent: sum(orders.cost).as('spent_in_range'),
    })
    .from(orders)
    .where(and(ordersInRange(businessId, range), orderFilter))
    .groupBy(orders.clientId)
    .as('in_range');
  const firsts = db
    .select({ clientId: orders.clientId, firstOrderAt: min(orders.createdAt).as('first_order_at') })
    .from(orders)
    .where(countedOrders(businessId))
    .groupBy(orders.clientId)
    .as('firsts');
  return { inRange, firsts };
};

const kindCondition = (
  firstOrderAt: SQL.Aliased<Date | null>,
  range: ReportRange,
  kind: ClientKind,
): SQL | undefined => {
  if (kind === 'new') return range.start ? gte(firstOrderAt, range.start) : undefined;
  return range.start ? lt(firstOrderAt, range.start) : sql`false`;
};

/** How many new or returning clients the range has. */
export const countClients = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  kind: ClientKind,
  orderFilter?: SQL,
): Promise<number> => {
  const { inRange, firsts } = clientsOfRange(db, businessId, range, orderFilter);
  const [row] = await db
    .select({ total: count() })
    .from(inRange)
    .innerJoin(firsts, eq(firsts.clientId, inRange.clientId))
    .where(kindCondition(firsts.firstOrderAt, range, kind));
  return row?.total ?? 0;
};

/**
 * A page of clients of the range, who spent most first, then by name. `kind` undefined lists
 * every client with an order in the range (the top clients).
 */
export const listClients = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  kind: ClientKind | undefined,
  paging: { page: number; limit: number },
): Promise<{ docs: ReportClient[]; total: number }> => {
  const { inRange, firsts } = clientsOfRange(db, businessId, range);
  const where = and(
    eq(clients.businessId, businessId),
    kind ? kindCondition(firsts.firstOrderAt, range, kind) : undefined,
  );
  let rows = db
    .select({
      id: clients.id,
      fullName: clients.fullName,
      email: clients.email,
      phone: clients.phone,
      firstOrderAt: firsts.firstOrderAt,
      orders: inRange.orders,
      spent: inRange.spent,
    })
    .from(inRange)
    .innerJoin(firsts, eq(firsts.clientId, inRange.clientId))
    .innerJoin(clients, and(eq(clients.businessId, businessId), eq(clients.id, inRange.clientId)))
    .where(where)
    .orderBy(desc(inRange.spent), asc(clients.fullName), asc(clients.id))
    .$dynamic();
  if (paging.limit > 0) rows = rows.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  const [found, [totals]] = await Promise.all([
    rows,
    db
      .select({ total: count() })
      .from(inRange)
      .innerJoin(firsts, eq(firsts.clientId, inRange.clientId))
      .innerJoin(clients, and(eq(clients.businessId, businessId), eq(clients.id, inRange.clientId)))
      .where(where),
  ]);
  const docs = found.map((row) => ({
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    // An aggregate read through a subquery may come back as the driver's text: Date reads both.
    firstOrderAt: new Date(row.firstOrderAt ?? 0).toISOString(),
    orders: Number(row.orders),
    spent: minorToNumber(minorOf(row.spent)),
  }));
  return { docs, total: totals?.total ?? 0 };
};

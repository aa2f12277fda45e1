import { and, count, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import { PAYMENT_METHODS, type CartEntryKind } from '../../registry/orders';
import type { SalesByDay, SalesByItem, SalesByMethod, SalesByStaff, SalesReport, SalesTotals } from '../../registry/reports';
import type { Database } from '../db/database';
import { employees, orderLines, orderPayments, orderRefunds, orders, products, services } from '../db/schema';
import { minorToNumber, type Minor } from '../orders/money';
import { isUuid } from '../tenancy/access';
import { within, type ReportRange } from './range';
import { lineGroups, type ItemGroup, type LineGroups } from './lineGroups';
import { countedOrders, LINE_OF_ORDER, minorOf, ordersInRange } from './scope';

/** How many services and products the report lists. */
export const TOP_ITEMS = 10;

/** The money totals (everything but the count of orders), in minor units while added up. */
type MoneyTotal = Exclude<keyof SalesTotals, 'orders'>;

const KIND_TOTAL: Record<CartEntryKind, MoneyTotal> = {
  service: 'services',
  product: 'products',
  membership: 'memberships',
  voucher: 'vouchers',
  servicePackage: 'packages',
};

/** The day of the business zone an instant falls on, as YYYY-MM-DD, computed by the database. */
const zonedDay = (column: typeof orders.createdAt | typeof orderRefunds.createdAt, zone: string) =>
  sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;

/** The zone is a bound parameter, so its two mentions would differ to the database: group by the selected day itself. */
const BY_FIRST_COLUMN = sql`1`;

/** Refunds given in the range on counted orders (a refund is dated by when it was given). */
const refundsWhere = (businessId: string, range: ReportRange) => and(countedOrders(businessId), within(orderRefunds.createdAt, range));
const REFUND_OF_ORDER = and(eq(orderRefunds.businessId, orders.businessId), eq(orderRefunds.orderId, orders.id));

/** The kinds' gross and line discounts of the range. */
const kindSums = (db: Database, businessId: string, range: ReportRange) =>
  db
    .select({ kind: orderLines.kind, gross: sum(sql`${orderLines.quantity} * ${orderLines.unitPrice}`), discounts: sum(orderLines.discount) })
    .from(orders)
    .innerJoin(orderLines, LINE_OF_ORDER)
    .where(ordersInRange(businessId, range))
    .groupBy(orderLines.kind);

/**
 * The totals of the range: each kind, discounts, refunds, the net and the number of orders. The
 * sales report passes the kinds it has already summed (`lineGroups`).
 */
export const salesTotals = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  summedKinds?: { kind: CartEntryKind; gross: string | null; discounts: string | null }[],
): Promise<SalesTotals> => {
  const inRange = ordersInRange(businessId, range);
  const [kinds, [orderSums], [refunds]] = await Promise.all([
    summedKinds ?? kindSums(db, businessId, range),
    db
      .select({ orders: count(), discounts: sum(orders.discount) })
      .from(orders)
      .where(inRange),
    db
      .select({ amount: sum(orderRefunds.amount) })
      .from(orderRefunds)
      .innerJoin(orders, REFUND_OF_ORDER)
      .where(refundsWhere(businessId, range)),
  ]);
  const minor: Record<MoneyTotal, Minor> = {
    services: 0,
    products: 0,
    memberships: 0,
    vouchers: 0,
    packages: 0,
    discounts: 0,
    refunds: 0,
    net: 0,
  };
  for (const row of kinds) {
    minor[KIND_TOTAL[row.kind]] += minorOf(row.gross);
    minor.discounts += minorOf(row.discounts);
  }
  minor.discounts += minorOf(orderSums?.discounts);
  minor.refunds = minorOf(refunds?.amount);
  minor.net = minor.services + minor.products + minor.memberships + minor.vouchers + minor.packages - minor.discounts - minor.refunds;
  return {
    services: minorToNumber(minor.services),
    products: minorToNumber(minor.products),
    memberships: minorToNumber(minor.memberships),
    vouchers: minorToNumber(minor.vouchers),
    packages: minorToNumber(minor.packages),
    discounts: minorToNumber(minor.discounts),
    refunds: minorToNumber(minor.refunds),
    net: minorToNumber(minor.net),
    orders: orderSums?.orders ?? 0,
  };
};

/** Each day of the zone with sales (order cost) or refunds, ascending. */
export const salesByDay = async (db: Database, businessId: string, range: ReportRange, zone: string): Promise<SalesByDay[]> => {
  const orderDay = zonedDay(orders.createdAt, zone);
  const refundDay = zonedDay(orderRefunds.createdAt, zone);
  const [sales, refunds] = await Promise.all([
    db
      .select({ day: orderDay, cost: sum(orders.cost), orders: count() })
      .from(orders)
      .where(ordersInRange(businessId, range))
      .groupBy(BY_FIRST_COLUMN),
    db
      .select({ day: refundDay, amount: sum(orderRefunds.amount) })
      .from(orderRefunds)
      .innerJoin(orders, REFUND_OF_ORDER)
      .where(refundsWhere(businessId, range))
      .groupBy(BY_FIRST_COLUMN),
  ]);
  const days = new Map<string, { net: Minor; orders: number }>();
  for (const row of sales) days.set(row.day, { net: minorOf(row.cost), orders: row.orders });
  for (const row of refunds) {
    const day = days.get(row.day) ?? { net: 0, orders: 0 };
    days.set(row.day, { ...day, net: day.net - minorOf(row.amount) });
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, value]) => ({ day, net: minorToNumber(value.net), orders: value.orders }));
};

/** Paid payments dated in the range and refunds given in it, per method (every method listed). */
const byMethodOf = async (db: Database, businessId: string, range: ReportRange): Promise<SalesByMethod[]> => {
  const [paid, refunded] = await Promise.all([
    db
      .select({ method: orderPayments.method, amount: sum(orderPayments.amount) })
      .from(orderPayments)
      .innerJoin(orders, and(eq(orderPayments.businessId, orders.businessId), eq(orderPayments.orderId, orders.id)))
      .where(and(countedOrders(businessId), eq(orderPayments.status, 'paid'), within(orderPayments.createdAt, range)))
      .groupBy(orderPayments.method),
    db
      .select({ method: orderRefunds.method, amount: sum(orderRefunds.amount) })
      .from(orderRefunds)
      .innerJoin(orders, REFUND_OF_ORDER)
      .where(refundsWhere(businessId, range))
      .groupBy(orderRefunds.method),
  ]);
  return PAYMENT_METHODS.map((method) => ({
    method,
    paid: minorToNumber(minorOf(paid.find((row) => row.method === method)?.amount)),
    refunded: minorToNumber(minorOf(refunded.find((row) => row.method === method)?.amount)),
  }));
};

/**
 * Line totals per credited employee. The database grouped them by (appointment's employee,
 * order's account); the accounts are matched here to the business's employees, a handful of rows.
 */
const byStaffOf = async (db: Database, businessId: string, groups: LineGroups['staff']): Promise<SalesByStaff[]> => {
  const staff = await db
    .select({ id: employees.id, userId: employees.userId, fullName: employees.fullName })
    .from(employees)
    .where(and(eq(employees.businessId, businessId), isNotNull(employees.userId)))
    .orderBy(employees.id);
  const byUser = new Map<string, string>();
  for (const row of staff) if (row.userId && !byUser.has(row.userId)) byUser.set(row.userId, row.id);
  const credited = new Map<string | null, { amount: Minor; lines: number }>();
  for (const group of groups) {
    const employeeId = group.appointmentEmployee ?? (group.userId ? (byUser.get(group.userId) ?? null) : null);
    const sofar = credited.get(employeeId) ?? { amount: 0, lines: 0 };
    credited.set(employeeId, { amount: sofar.amount + minorOf(group.amount), lines: sofar.lines + group.lines });
  }
  const ids = [...credited.keys()].filter((id): id is string => id !== null);
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: employees.id, fullName: employees.fullName })
            .from(employees)
            .where(and(eq(employees.businessId, businessId), inArray(employees.id, ids)))
        ).map((row) => [row.id, row.fullName])
      : [],
  );
  return [...credited.entries()]
    .map(([employeeId, value]) => ({
      employeeId,
      name: employeeId ? (names.get(employeeId) ?? null) : null,
      amount: minorToNumber(value.amount),
      lines: value.lines,
    }))
    .sort((a, b) => b.amount - a.amount || (a.name ?? '').localeCompare(b.name ?? ''));
};

/** The top services (by `item.serviceId`) or products (by `product_id`) by line totals. */
const topItems = async (db: Database, businessId: string, groups: ItemGroup[], kind: 'service' | 'product'): Promise<SalesByItem[]> => {
  const rows = groups.sort((a, b) => minorOf(b.amount) - minorOf(a.amount) || a.id.localeCompare(b.id)).slice(0, TOP_ITEMS);
  const ids = rows.map((row) => row.id).filter(isUuid);
  const current = !ids.length
    ? []
    : kind === 'service'
      ? await db
          .select({ id: services.id, name: services.name })
          .from(services)
          .where(and(eq(services.businessId, businessId), inArray(services.id, ids)))
      : await db
          .select({ id: products.id, name: products.title })
          .from(products)
          .where(and(eq(products.businessId, businessId), inArray(products.id, ids)));
  // The catalogue's current name; a deleted item keeps the name it was sold under.
  const names = new Map(current.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    _id: row.id,
    name: names.get(row.id) ?? row.lineName,
    quantity: Number(row.quantity ?? 0),
    amount: minorToNumber(minorOf(row.amount)),
  }));
};

/**
 * The sales report of a range (docs/areas/reports.md), every figure aggregated by the database
 * over the orders_business_created_idx range: the bench calls this directly.
 */
export const salesReport = async (db: Database, businessId: string, range: ReportRange, zone: string): Promise<Omit<SalesReport, 'currency'>> => {
  const [lines, byDay, byMethod] = await Promise.all([
    lineGroups(db, businessId, range),
    salesByDay(db, businessId, range, zone),
    byMethodOf(db, businessId, range),
  ]);
  const [totals, byStaff, byService, byProduct] = await Promise.all([
    salesTotals(db, businessId, range, lines.kinds),
    byStaffOf(db, businessId, lines.staff),
    topItems(db, businessId, lines.services, 'service'),
    topItems(db, businessId, lines.products, 'product'),
  ]);
  return { totals, byDay, byMethod, byStaff, byService, byProduct };
};

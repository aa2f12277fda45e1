import { and, count, eq, inArray, isNotNull, sql, sum, type SQL } from 'drizzle-orm';
import { PAYMENT_METHODS, type CartEntryKind } from '../../registry/orders';
import type { SalesByDay, SalesByItem, SalesByMethod, SalesByStaff, SalesReport, SalesTotals } from '../../registry/reports';
import type { Database } from '../db/database';
import { employees, orderLines, orderPayments, orderRefunds, orders } from '../db/schema';
import { minorToNumber, type Minor } from '../orders/money';
import { within, type ReportRange } from './range';
import { soldItemNames } from './itemNames';
import { lineGroups, type ItemGroup, type LineGroups } from './lineGroups';
import { LINE_OF_ORDER, minorOf, ofCountedOrder, ordersInRange } from './scope';

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

/**
 * The day of the business zone an instant falls on, a date: rows are grouped by it and only the
 * groups' days are written out as text (`asText`): a third less work over a year's orders.
 */
const zonedDay = (column: typeof orders.createdAt | typeof orderRefunds.createdAt, zone: string) => sql<string>`(${column} at time zone ${zone})::date`;
const asText = (day: SQL.Aliased<string>) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;

/** Refunds given in the range on counted orders (a refund is dated by when it was given). */
const refundsWhere = (businessId: string, range: ReportRange) =>
  and(eq(orderRefunds.businessId, businessId), within(orderRefunds.createdAt, range), ofCountedOrder(orderRefunds));

/** The kinds' gross and line discounts of the range. */
const kindSums = (db: Database, businessId: string, range: ReportRange) =>
  db
    .select({ kind: orderLines.kind, gross: sum(sql`${orderLines.quantity} * ${orderLines.unitPrice}`), discounts: sum(orderLines.discount) })
    .from(orders)
    .innerJoin(orderLines, LINE_OF_ORDER)
    .where(ordersInRange(businessId, range))
    .groupBy(orderLines.kind);

/** What the totals are made of: the kinds' sums, the range's orders and order discounts, its refunds. */
interface TotalsParts {
  kinds: { kind: CartEntryKind; gross: string | null; discounts: string | null }[];
  orders: number;
  orderDiscounts: Minor;
  refunds: Minor;
}

/** The net statement: each kind, discounts (line and order), refunds, the net and the number of orders. */
const totalsFrom = ({ kinds, orders: orderCount, orderDiscounts, refunds }: TotalsParts): SalesTotals => {
  const minor: Record<MoneyTotal, Minor> = { services: 0, products: 0, memberships: 0, vouchers: 0, packages: 0, discounts: orderDiscounts, refunds, net: 0 };
  for (const row of kinds) {
    minor[KIND_TOTAL[row.kind]] += minorOf(row.gross);
    minor.discounts += minorOf(row.discounts);
  }
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
    orders: orderCount,
  };
};

/** The totals of the range alone (the statistic card), three small sums. */
export const salesTotals = async (db: Database, businessId: string, range: ReportRange): Promise<SalesTotals> => {
  const [kinds, [orderSums], [refunds]] = await Promise.all([
    kindSums(db, businessId, range),
    db
      .select({ orders: count(), discounts: sum(orders.discount) })
      .from(orders)
      .where(ordersInRange(businessId, range)),
    db
      .select({ amount: sum(orderRefunds.amount) })
      .from(orderRefunds)
      .where(refundsWhere(businessId, range)),
  ]);
  return totalsFrom({ kinds, orders: orderSums?.orders ?? 0, orderDiscounts: minorOf(orderSums?.discounts), refunds: minorOf(refunds?.amount) });
};

/** The range's orders per day of the zone: cost, count and order discounts, one scan. */
const orderDays = (db: Database, businessId: string, range: ReportRange, zone: string) => {
  const dated = db
    .select({ day: zonedDay(orders.createdAt, zone).as('day'), cost: orders.cost, discount: orders.discount })
    .from(orders)
    .where(ordersInRange(businessId, range))
    .as('dated_orders');
  return db
    .select({ day: asText(dated.day), cost: sum(dated.cost), orders: count(), discounts: sum(dated.discount) })
    .from(dated)
    .groupBy(dated.day);
};

/** The range's refunds per day of the zone and method, one scan. */
const refundDays = (db: Database, businessId: string, range: ReportRange, zone: string) => {
  const dated = db
    .select({ day: zonedDay(orderRefunds.createdAt, zone).as('day'), method: orderRefunds.method, amount: orderRefunds.amount })
    .from(orderRefunds)
    .where(refundsWhere(businessId, range))
    .as('dated_refunds');
  return db
    .select({ day: asText(dated.day), method: dated.method, amount: sum(dated.amount) })
    .from(dated)
    .groupBy(dated.day, dated.method);
};

/** Each day of the zone with sales (order cost) or refunds, ascending. */
const byDayFrom = (sales: Awaited<ReturnType<typeof orderDays>>, refunds: Awaited<ReturnType<typeof refundDays>>): SalesByDay[] => {
  const days = new Map<string, { net: Minor; orders: number }>();
  for (const row of sales) days.set(row.day, { net: minorOf(row.cost), orders: row.orders });
  for (const row of refunds) {
    const day = days.get(row.day) ?? { net: 0, orders: 0 };
    days.set(row.day, { ...day, net: day.net - minorOf(row.amount) });
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, value]) => ({ day, net: minorToNumber(value.net), orders: value.orders }));
};

/** Each day of the zone with sales (order cost) or refunds, ascending (the dashboard's days). */
export const salesByDay = async (db: Database, businessId: string, range: ReportRange, zone: string): Promise<SalesByDay[]> => {
  const [sales, refunds] = await Promise.all([orderDays(db, businessId, range, zone), refundDays(db, businessId, range, zone)]);
  return byDayFrom(sales, refunds);
};

/** Paid payments dated in the range per method. */
const paidByMethod = (db: Database, businessId: string, range: ReportRange) =>
  db
    .select({ method: orderPayments.method, amount: sum(orderPayments.amount) })
    .from(orderPayments)
    .where(
      and(eq(orderPayments.businessId, businessId), eq(orderPayments.status, 'paid'), within(orderPayments.createdAt, range), ofCountedOrder(orderPayments)),
    )
    .groupBy(orderPayments.method);

/** Paid payments and refunds given in the range, per method (every method listed). */
const byMethodFrom = (paid: Awaited<ReturnType<typeof paidByMethod>>, refunds: Awaited<ReturnType<typeof refundDays>>): SalesByMethod[] =>
  PAYMENT_METHODS.map((method) => ({
    method,
    paid: minorToNumber(minorOf(paid.find((row) => row.method === method)?.amount)),
    refunded: minorToNumber(refunds.filter((row) => row.method === method).reduce((total, row) => total + minorOf(row.amount), 0)),
  }));

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

/** The top services (by `service_id`) or products (by `product_id`) by line totals. */
const topItems = async (db: Database, businessId: string, range: ReportRange, groups: ItemGroup[], kind: 'service' | 'product'): Promise<SalesByItem[]> => {
  const rows = groups.sort((a, b) => minorOf(b.amount) - minorOf(a.amount) || a.id.localeCompare(b.id)).slice(0, TOP_ITEMS);
  const names = await soldItemNames(
    db,
    businessId,
    range,
    kind,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    name: names.get(row.id) ?? '',
    quantity: Number(row.quantity ?? 0),
    amount: minorToNumber(minorOf(row.amount)),
  }));
};

/**
 * The sales report of a range (docs/areas/reports.md), every figure aggregated by the database
 * over the range of the orders', lines', payments' and refunds' (business_id, created_at)
 * indexes: the bench calls this directly.
 */
export const salesReport = async (db: Database, businessId: string, range: ReportRange, zone: string): Promise<Omit<SalesReport, 'currency'>> => {
  const [lines, sales, refunds, paid] = await Promise.all([
    lineGroups(db, businessId, range),
    orderDays(db, businessId, range, zone),
    refundDays(db, businessId, range, zone),
    paidByMethod(db, businessId, range),
  ]);
  const [byStaff, byService, byProduct] = await Promise.all([
    byStaffOf(db, businessId, lines.staff),
    topItems(db, businessId, range, lines.services, 'service'),
    topItems(db, businessId, range, lines.products, 'product'),
  ]);
  const totals = totalsFrom({
    kinds: lines.kinds,
    orders: sales.reduce((total, day) => total + day.orders, 0),
    orderDiscounts: sales.reduce((total, day) => total + minorOf(day.discounts), 0),
    refunds: refunds.reduce((total, row) => total + minorOf(row.amount), 0),
  });
  return { totals, byDay: byDayFrom(sales, refunds), byMethod: byMethodFrom(paid, refunds), byStaff, byService, byProduct };
};

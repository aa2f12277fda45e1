import { and, count, eq, inArray, sql, sum, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ORDER_AMOUNTS,
  mapAmounts,
  sameAmounts,
  type OrderAmountKey,
  type OrderAmountReportKey,
  type OrderAmounts,
} from '../../registry/orderAmounts';
import type { CartEntryKind } from '../../registry/orders';
import {
  SOLD_KIND_TOTALS,
  type SalesByDay,
  type SalesByItem,
  type SalesByStaff,
  type SalesReport,
  type SalesTotals,
  type SoldKindTotal,
} from '../../registry/reports';
import type { Database } from '../db/database';
import { employees, orderLines, orders } from '../db/schema';
import { minorToNumber, type Minor } from '../db/money';
import { dayText, zonedDay, type ReportRange } from './range';
import { soldItemNames } from './itemNames';
import { lineGroups, type ItemGroup, type LineGroups } from './lineGroups';
import { LINE_OF_ORDER, minorOf, ordersInRange } from './scope';
import { depositFigures } from './deposits';
import { moneyMoved, takingsByMethod, takingsOf, takingsPerDay, type MoneyMoved } from './takings';

/** How many services and products the report lists. */
export const TOP_ITEMS = 10;

const KIND_TOTAL: Record<CartEntryKind, SoldKindTotal> = {
  service: 'services',
  product: 'products',
  membership: 'memberships',
  voucher: 'vouchers',
  servicePackage: 'packages',
};

/** What of an order's cost is not paid yet: its balance due, as the order list shows it. */
const UNPAID = sql<string>`greatest(${orders.cost} - ${orders.paidAmount}, 0)`;

/** The kinds' gross and line discounts of the range. */
const kindSums = (db: Database, businessId: string, range: ReportRange) =>
  db
    .select({
      kind: orderLines.kind,
      gross: sum(sql`${orderLines.quantity} * ${orderLines.unitPrice}`),
      discounts: sum(orderLines.discount),
    })
    .from(orders)
    .innerJoin(orderLines, LINE_OF_ORDER)
    .where(ordersInRange(businessId, range))
    .groupBy(orderLines.kind);

/** The orders' amount columns, each summed (one SQL sum per amount of `registry/orderAmounts.ts`). */
const amountSums = <Column extends SQLWrapper>(columns: Record<OrderAmountKey, Column>) =>
  Object.fromEntries(ORDER_AMOUNTS.map(({ key }) => [key, sum(columns[key])])) as OrderAmounts<
    SQL<string | null>
  >;

/** The orders' amount columns, for the per-day scan. */
const AMOUNT_COLUMNS = Object.fromEntries(ORDER_AMOUNTS.map(({ key }) => [key, orders[key]])) as {
  [Key in OrderAmountKey]: (typeof orders)[Key];
};

/** What the totals are made of: the kinds' sums, the range's orders, their amounts and unpaid balances. */
interface TotalsParts {
  kinds: { kind: CartEntryKind; gross: string | null; discounts: string | null }[];
  orders: number;
  orderAmounts: OrderAmounts<Minor>;
  unpaid: Minor;
}

/** What was sold: each kind, discounts (line and order) and the other amounts, the sales, what of them is unpaid, and the number of orders. */
const totalsFrom = ({
  kinds,
  orders: orderCount,
  orderAmounts,
  unpaid,
}: TotalsParts): SalesTotals => {
  const sold = Object.fromEntries(SOLD_KIND_TOTALS.map((total) => [total, 0])) as Record<
    SoldKindTotal,
    Minor
  >;
  const reported = Object.fromEntries(
    ORDER_AMOUNTS.map(({ key, reportKey }) => [reportKey, orderAmounts[key]]),
  ) as Record<OrderAmountReportKey, Minor>;
  for (const row of kinds) {
    sold[KIND_TOTAL[row.kind]] += minorOf(row.gross);
    reported.discounts += minorOf(row.discounts);
  }
  const sales = ORDER_AMOUNTS.reduce(
    (total, { sign, reportKey }) => total + sign * reported[reportKey],
    SOLD_KIND_TOTALS.reduce((total, kind) => total + sold[kind], 0),
  );
  const wire = <Key extends string>(minor: Record<Key, Minor>) =>
    Object.fromEntries(
      Object.entries<Minor>(minor).map(([key, value]) => [key, minorToNumber(value)]),
    ) as Record<Key, number>;
  return {
    ...wire(sold),
    ...wire(reported),
    sales: minorToNumber(sales),
    unpaid: minorToNumber(unpaid),
    orders: orderCount,
  };
};

/** The sales totals of the range alone (the statistic card), two small sums. */
export const salesTotals = async (
  db: Database,
  businessId: string,
  range: ReportRange,
): Promise<SalesTotals> => {
  const [kinds, [orderSums]] = await Promise.all([
    kindSums(db, businessId, range),
    db
      .select({ orders: count(), ...amountSums(orders), unpaid: sum(UNPAID) })
      .from(orders)
      .where(ordersInRange(businessId, range)),
  ]);
  return totalsFrom({
    kinds,
    orders: orderSums?.orders ?? 0,
    orderAmounts: orderSums ? mapAmounts(orderSums, minorOf) : sameAmounts(0),
    unpaid: minorOf(orderSums?.unpaid),
  });
};

/** The range's orders per day of the zone: cost, tips, count, order amounts and unpaid balances, one scan. */
const orderDays = (db: Database, businessId: string, range: ReportRange, zone: string) => {
  const dated = db
    .select({
      day: zonedDay(orders.createdAt, zone).as('day'),
      cost: orders.cost,
      tipTotal: orders.tipTotal,
      ...AMOUNT_COLUMNS,
      unpaid: UNPAID.as('unpaid'),
    })
    .from(orders)
    .where(ordersInRange(businessId, range))
    .as('dated_orders');
  return db
    .select({
      day: dayText(dated.day),
      cost: sum(dated.cost),
      tips: sum(dated.tipTotal),
      orders: count(),
      ...amountSums(dated),
      unpaid: sum(dated.unpaid),
    })
    .from(dated)
    .groupBy(dated.day);
};

/** Each day of the zone with sales or money moved, ascending: what its orders sold and what came in. */
const byDayFrom = (
  sales: Awaited<ReturnType<typeof orderDays>>,
  moved: readonly MoneyMoved[],
): SalesByDay[] => {
  const takings = takingsPerDay(moved);
  const days = new Map<string, { orders: number; sales: Minor; unpaid: Minor }>();
  for (const row of sales)
    days.set(row.day, {
      orders: row.orders,
      sales: minorOf(row.cost),
      unpaid: minorOf(row.unpaid),
    });
  for (const day of takings.keys())
    if (!days.has(day)) days.set(day, { orders: 0, sales: 0, unpaid: 0 });
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, value]) => ({
      day,
      orders: value.orders,
      sales: minorToNumber(value.sales),
      unpaid: minorToNumber(value.unpaid),
      takings: minorToNumber(takings.get(day) ?? 0),
    }));
};

/** Each day of the zone with sales or money moved, ascending (the dashboard's days). */
export const salesAndTakingsByDay = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  zone: string,
): Promise<SalesByDay[]> => {
  const [sales, moved] = await Promise.all([
    orderDays(db, businessId, range, zone),
    moneyMoved(db, businessId, range, zone),
  ]);
  return byDayFrom(sales, moved);
};

/** Line totals per staff member, as the lines were sold; lines sold with no one are the unassigned row. */
const byStaffOf = async (
  db: Database,
  businessId: string,
  groups: LineGroups['staff'],
): Promise<SalesByStaff[]> => {
  const credited = new Map(
    groups.map((group) => [
      group.employeeId,
      { amount: minorOf(group.amount), lines: group.lines },
    ]),
  );
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
const topItems = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  groups: ItemGroup[],
  kind: 'service' | 'product',
): Promise<SalesByItem[]> => {
  const rows = groups
    .sort((a, b) => minorOf(b.amount) - minorOf(a.amount) || a.id.localeCompare(b.id))
    .slice(0, TOP_ITEMS);
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
export const salesReport = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  zone: string,
): Promise<Omit<SalesReport, 'currency'>> => {
  const [lines, sales, moved, deposits] = await Promise.all([
    lineGroups(db, businessId, range),
    orderDays(db, businessId, range, zone),
    moneyMoved(db, businessId, range, zone),
    depositFigures(db, businessId, range),
  ]);
  const [byStaff, byService, byProduct] = await Promise.all([
    byStaffOf(db, businessId, lines.staff),
    topItems(db, businessId, range, lines.services, 'service'),
    topItems(db, businessId, range, lines.products, 'product'),
  ]);
  const totals = totalsFrom({
    kinds: lines.kinds,
    orders: sales.reduce((total, day) => total + day.orders, 0),
    orderAmounts: Object.fromEntries(
      ORDER_AMOUNTS.map(({ key }) => [
        key,
        sales.reduce((total, day) => total + minorOf(day[key]), 0),
      ]),
    ) as OrderAmounts<Minor>,
    unpaid: sales.reduce((total, day) => total + minorOf(day.unpaid), 0),
  });
  return {
    totals,
    takings: takingsOf(moved),
    tips: minorToNumber(sales.reduce((total, day) => total + minorOf(day.tips), 0)),
    deposits,
    byDay: byDayFrom(sales, moved),
    byMethod: takingsByMethod(moved),
    byStaff,
    byService,
    byProduct,
  };
};

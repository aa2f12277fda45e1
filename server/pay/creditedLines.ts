import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { CartEntryKind, SoldItem } from '../../registry/orders';
import { PAID_IN_FULL_STATUSES } from '../../registry/orders';
import type { PayStatementLine } from '../../registry/pay';
import { addDays, type PeriodDays } from '../../registry/payPeriods';
import type { Database } from '../db/database';
import { toMinor, type Minor } from '../db/money';
import { SHARE_SCALE, partOfShare } from '../../registry/lineShares';
import { orderLineStaff, orderLines, orderRefunds, orders, products, services } from '../db/schema';
import { instantOf } from '../tenancy/zonedTime';

/** A period's days as instants of the business's zone: from its first midnight to the one after its last day. */
export const periodInstants = (period: PeriodDays, zone: string) => ({
  from: instantOf(`${period.start}T00:00:00`, zone),
  until: instantOf(`${addDays(period.end, 1)}T00:00:00`, zone),
});

/**
 * The orders a pay period credits, their lines and their tips: not cancelled, paid in full, and
 * paid in full (`fulfilled_at`) within the period's days of the business zone.
 */
export const creditedOrdersIn = (period: PeriodDays, zone: string) => {
  const { from, until } = periodInstants(period, zone);
  return and(
    ne(orders.status, 'cancelled'),
    inArray(orders.paymentStatus, [...PAID_IN_FULL_STATUSES]),
    gte(orders.fulfilledAt, from),
    lt(orders.fulfilledAt, until),
  );
};

/** Who is credited with which part of each line (`order_line_staff`, registry/lineShares.ts). */
const lineShares = (db: Database, businessId: string) =>
  db
    .select({
      lineId: sql<string>`${orderLineStaff.orderLineId}`.as('share_line_id'),
      employeeId: sql<string>`${orderLineStaff.employeeId}`.as('share_employee_id'),
      shareFrom: sql<string>`${orderLineStaff.shareFrom}`.as('share_from'),
      shareTo: sql<string>`${orderLineStaff.shareTo}`.as('share_to'),
    })
    .from(orderLineStaff)
    .where(eq(orderLineStaff.businessId, businessId))
    .as('line_shares');

/**
 * A share of an order line credited to a staff member, with what its commission needs: the
 * statement line's own fields (`day`: when the order was paid in full), and in minor units.
 */
export interface CreditedLine extends Pick<
  PayStatementLine,
  'orderId' | 'orderNo' | 'lineId' | 'day' | 'kind' | 'name' | 'quantity' | 'share'
> {
  employeeId: string;
  /** The item the line sold (service, product, membership, voucher or package id). */
  itemId: string | null;
  /** The service's categories, or the product's category. */
  categoryIds: string[];
  netMinor: Minor;
  deductionMinor: Minor;
  /** The order's cost, for a refund that names no lines. */
  orderCostMinor: Minor;
}

const ITEM_ID_KEYS: Record<CartEntryKind, keyof SoldItem> = {
  service: 'serviceId',
  product: 'productId',
  membership: 'membershipId',
  voucher: 'voucherId',
  servicePackage: 'servicePackageId',
};

/** The item a line sold, worked out in SQL so no line's JSON item is read here. */
export const lineItemId = sql<string | null>`case ${sql.join(
  Object.entries(ITEM_ID_KEYS).map(
    ([kind, key]) => sql`when ${orderLines.kind} = ${kind} then ${orderLines.item} ->> ${key}`,
  ),
  sql` `,
)} end`;

/** A line's categories joined by commas: its service's (joined `services`), or its product's. */
export const lineCategoryIds = sql<
  string | null
>`case ${orderLines.kind} when 'service' then array_to_string(${services.categoryIds}, ',') when 'product' then ${products.categoryId}::text end`;

const lineColumns = (db: Database, businessId: string, zone: string) => {
  const shares = lineShares(db, businessId);
  const query = db
    .select({
      employeeId: shares.employeeId,
      shareFrom: shares.shareFrom,
      shareTo: shares.shareTo,
      orderId: orders.id,
      orderNo: orders.orderNo,
      orderCost: orders.cost,
      lineId: orderLines.id,
      day: sql<string>`to_char((${orders.fulfilledAt} at time zone ${zone})::date, 'YYYY-MM-DD')`,
      kind: orderLines.kind,
      name: orderLines.name,
      quantity: orderLines.quantity,
      // Worked out in SQL, so each of a period's many lines brings fewer and plainer columns.
      itemId: lineItemId,
      net: sql<string>`${orderLines.taxable} - ${orderLines.tax}`,
      supplyCharge: services.supplyCharge,
      categoryIds: lineCategoryIds,
    })
    .from(orderLines)
    .innerJoin(shares, eq(shares.lineId, orderLines.id))
    .innerJoin(
      orders,
      and(eq(orders.businessId, orderLines.businessId), eq(orders.id, orderLines.orderId)),
    )
    .leftJoin(
      services,
      and(eq(services.businessId, orderLines.businessId), eq(services.id, orderLines.serviceId)),
    )
    .leftJoin(
      products,
      and(eq(products.businessId, orderLines.businessId), eq(products.id, orderLines.productId)),
    );
  return { query, shares };
};

type LineRow = Awaited<ReturnType<typeof lineColumns>['query']>[number];

const creditedLineOf = (row: LineRow): CreditedLine => {
  const fromUnits = Math.round(Number(row.shareFrom) * SHARE_SCALE);
  const toUnits = Math.round(Number(row.shareTo) * SHARE_SCALE);
  const share = (toUnits - fromUnits) / SHARE_SCALE;
  // The share's part, so a shared line's parts add up to the line exactly (registry/lineShares.ts).
  const perShare = (minor: Minor) => partOfShare(minor, fromUnits, toUnits);
  return {
    employeeId: row.employeeId,
    orderId: row.orderId,
    orderNo: row.orderNo,
    lineId: row.lineId,
    day: row.day,
    kind: row.kind,
    name: row.name,
    quantity: row.quantity,
    share,
    itemId: row.itemId,
    categoryIds: row.categoryIds ? row.categoryIds.split(',') : [],
    netMinor: perShare(toMinor(row.net)),
    deductionMinor:
      row.kind === 'service' ? perShare(toMinor(row.supplyCharge ?? 0) * row.quantity) : 0,
    orderCostMinor: toMinor(row.orderCost),
  };
};

/**
 * The lines credited to `employeeIds` of orders not cancelled and paid in full within the
 * period (of `orderIds` only, when given), in the order they were sold.
 */
export const creditedLinesIn = async (
  db: Database,
  businessId: string,
  zone: string,
  period: PeriodDays,
  employeeIds: string[],
  orderIds?: string[],
): Promise<CreditedLine[]> => {
  if (!employeeIds.length || orderIds?.length === 0) return [];
  const { query, shares } = lineColumns(db, businessId, zone);
  const rows = await query
    .where(
      and(
        eq(orderLines.businessId, businessId),
        inArray(shares.employeeId, employeeIds),
        creditedOrdersIn(period, zone),
        orderIds && inArray(orderLines.orderId, orderIds),
      ),
    )
    .orderBy(asc(orders.fulfilledAt), asc(orders.orderNo), asc(orderLines.id));
  return rows.map(creditedLineOf);
};

/** The credited lines of some orders, whenever they were paid (for the refunds given on them). */
export const creditedLinesOfOrders = async (
  db: Database,
  businessId: string,
  zone: string,
  orderIds: string[],
  employeeIds: string[],
): Promise<CreditedLine[]> => {
  if (!orderIds.length || !employeeIds.length) return [];
  const { query, shares } = lineColumns(db, businessId, zone);
  const rows = await query.where(
    and(
      eq(orderLines.businessId, businessId),
      inArray(orderLines.orderId, orderIds),
      inArray(shares.employeeId, employeeIds),
      ne(orders.status, 'cancelled'),
      inArray(orders.paymentStatus, [...PAID_IN_FULL_STATUSES]),
      sql`${orders.fulfilledAt} is not null`,
    ),
  );
  return rows.map(creditedLineOf);
};

/** A refund given in the period: the lines it returned (none: money back on the whole order). */
export interface RefundGiven {
  refundId: string;
  orderId: string;
  day: string;
  amountMinor: Minor;
  lines: { lineId: string; quantity: number }[];
}

/** Refunds given in the period on orders holding a line credited to one of `employeeIds`. */
export const refundsIn = async (
  db: Database,
  businessId: string,
  zone: string,
  period: PeriodDays,
  employeeIds: string[],
): Promise<RefundGiven[]> => {
  if (!employeeIds.length) return [];
  const { from, until } = periodInstants(period, zone);
  const shares = lineShares(db, businessId);
  const credited = db
    .selectDistinct({ orderId: orderLines.orderId })
    .from(orderLines)
    .innerJoin(shares, eq(shares.lineId, orderLines.id))
    .where(and(eq(orderLines.businessId, businessId), inArray(shares.employeeId, employeeIds)));
  const rows = await db
    .select({
      refundId: orderRefunds.id,
      orderId: orderRefunds.orderId,
      day: sql<string>`to_char((${orderRefunds.createdAt} at time zone ${zone})::date, 'YYYY-MM-DD')`,
      amount: orderRefunds.amount,
      lines: orderRefunds.lines,
    })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.businessId, businessId),
        gte(orderRefunds.createdAt, from),
        lt(orderRefunds.createdAt, until),
        inArray(orderRefunds.orderId, credited),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  return rows.map((row) => ({
    refundId: row.refundId,
    orderId: row.orderId,
    day: row.day,
    amountMinor: toMinor(row.amount),
    lines: (row.lines as RefundGiven['lines']) ?? [],
  }));
};

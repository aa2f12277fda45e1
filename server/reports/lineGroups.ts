import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { CartEntryKind } from '../../registry/orders';
import type { Database } from '../db/database';
import { appointments, orderLines, orders } from '../db/schema';
import type { ReportRange } from './range';
import { LINE_OF_ORDER, ordersInRange } from './scope';

/** Lines of one service or product: its id, a name it was sold under, units and line totals. */
export interface ItemGroup {
  id: string;
  lineName: string;
  quantity: string | null;
  amount: string | null;
}

const SERVICE_KEY = sql<string | null>`(case when ${orderLines.kind} = 'service' then ${orderLines.item} ->> 'serviceId' end)`;
const PRODUCT_KEY = sql<string | null>`(case when ${orderLines.kind} = 'product' then ${orderLines.productId}::text end)`;

/**
 * `grouping(kind, user, service, product)` of each grouping set: a bit is 1 for an expression the
 * row is not grouped by (the first argument is the highest bit).
 */
const SET = { kind: 0b0111, staff: 0b1011, service: 0b1101, product: 0b1110 } as const;

/**
 * The sales report's line figures in one pass over the range's lines (GROUPING SETS): per kind
 * (gross and line discounts), per (appointment's employee, order's account) for staff credit,
 * per service and per product. One join of orders and lines instead of four keeps the report
 * near its floor on a large business.
 */
export const lineGroups = async (db: Database, businessId: string, range: ReportRange) => {
  const rows = await db
    .select({
      set: sql<number>`grouping(${orderLines.kind}, ${orders.userId}, ${SERVICE_KEY}, ${PRODUCT_KEY})`.mapWith(Number),
      kind: sql<CartEntryKind>`${orderLines.kind}`,
      appointmentEmployee: appointments.employeeId,
      userId: orders.userId,
      serviceId: SERVICE_KEY,
      productId: PRODUCT_KEY,
      gross: sum(sql`${orderLines.quantity} * ${orderLines.unitPrice}`),
      discounts: sum(orderLines.discount),
      amount: sum(orderLines.total),
      quantity: sum(orderLines.quantity),
      lines: count(),
      lineName: sql<string>`min(${orderLines.name})`,
    })
    .from(orders)
    .innerJoin(orderLines, LINE_OF_ORDER)
    // A service line's appointment (joined, not looked up per line): its employee is credited.
    .leftJoin(
      appointments,
      and(eq(orderLines.kind, 'service'), eq(appointments.businessId, orderLines.businessId), eq(appointments.id, orderLines.appointmentId)),
    )
    .where(ordersInRange(businessId, range))
    .groupBy(sql`grouping sets ((${orderLines.kind}), (${appointments.employeeId}, ${orders.userId}), (${SERVICE_KEY}), (${PRODUCT_KEY}))`);
  const items = (set: number, id: (row: (typeof rows)[number]) => string | null): ItemGroup[] =>
    rows.flatMap((row) => {
      const key = id(row);
      return row.set === set && key !== null ? [{ id: key, lineName: row.lineName, quantity: row.quantity, amount: row.amount }] : [];
    });
  return {
    kinds: rows.filter((row) => row.set === SET.kind),
    staff: rows.filter((row) => row.set === SET.staff),
    services: items(SET.service, (row) => row.serviceId),
    products: items(SET.product, (row) => row.productId),
  };
};

export type LineGroups = Awaited<ReturnType<typeof lineGroups>>;

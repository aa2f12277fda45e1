import { and, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { appointments, orderLineStaff, orderLines, orders } from '../db/schema';

/** The days asked, as instants of the business's zone: the first midnight to the one after the last day. */
export interface ReportInstants {
  from: Date;
  until: Date;
}

/**
 * A staff member's part of a line amount, in minor units: round(amount x share_to) -
 * round(amount x share_from), as `partOfShare` (registry/lineShares.ts), so the parts of a
 * shared line add up to it exactly.
 */
const partOf = (amount: PgColumn): SQL =>
  sql`round(${amount} * 100 * ${orderLineStaff.shareTo}) - round(${amount} * 100 * ${orderLineStaff.shareFrom})`;

/** Every line total group is per staff member, then one more (no employee) for all of them. */
const PER_STAFF_AND_ALL = sql`grouping sets ((${orderLineStaff.employeeId}), ())`;

/** A share's line, and the line's order (the composite keys keep the business). */
const LINE_OF_SHARE = and(
  eq(orderLines.businessId, orderLineStaff.businessId),
  eq(orderLines.id, orderLineStaff.orderLineId),
);
const ORDER_OF_LINE = and(
  eq(orders.businessId, orderLines.businessId),
  eq(orders.id, orderLines.orderId),
);

/**
 * Shares of lines credited to `employeeIds`, of orders not cancelled and made in the range: the
 * sales report's rule. Lines carry their order's `created_at` (server/db/schema/orders.ts), so
 * the range is read on the lines' (business_id, created_at) index.
 */
const credited = (businessId: string, range: ReportInstants, employeeIds: string[]) =>
  and(
    eq(orderLineStaff.businessId, businessId),
    inArray(orderLineStaff.employeeId, employeeIds),
    gte(orderLines.createdAt, range.from),
    lt(orderLines.createdAt, range.until),
    ne(orders.status, 'cancelled'),
  );

/** A row per staff member (`employeeId` null: all of them), sums in minor units as numeric text. */
export interface SalesFiguresRow {
  employeeId: string | null;
  sales: string | null;
  serviceSales: string | null;
  productSales: string | null;
  servicesDone: string | null;
  orders: number;
}

/** The sales figures of every staff member asked and of all of them, in one grouped query. */
export const salesFigures = (
  db: Database,
  businessId: string,
  range: ReportInstants,
  employeeIds: string[],
): Promise<SalesFiguresRow[]> => {
  const part = partOf(orderLines.total);
  const ofKind = (kind: string) => sql`${orderLines.kind} = ${kind}`;
  return db
    .select({
      employeeId: orderLineStaff.employeeId,
      sales: sql<string | null>`sum(${part})`,
      serviceSales: sql<string | null>`sum(${part}) filter (where ${ofKind('service')})`,
      productSales: sql<string | null>`sum(${part}) filter (where ${ofKind('product')})`,
      servicesDone: sql<
        string | null
      >`sum(${orderLines.quantity}) filter (where ${ofKind('service')})`,
      orders: sql<number>`count(distinct ${orderLines.orderId})::int`,
    })
    .from(orderLineStaff)
    .innerJoin(orderLines, LINE_OF_SHARE)
    .innerJoin(orders, ORDER_OF_LINE)
    .where(credited(businessId, range, employeeIds))
    .groupBy(PER_STAFF_AND_ALL);
};

/** Visits and those rebooked per staff member (`employeeId` null: all of them, each visit once). */
export interface RebookingRow {
  employeeId: string | null;
  visits: number;
  rebooked: number;
}

/**
 * Rebooking (docs/areas/pay.md "Staff report"): a visit is a client's business day with a
 * service line credited to the staff member; it is rebooked when an appointment of that client
 * was made on that same business day for a later one, whatever became of it since. The
 * appointment is looked up on `appointments_client_start_idx`.
 */
export const rebookings = (
  db: Database,
  businessId: string,
  zone: string,
  range: ReportInstants,
  employeeIds: string[],
): Promise<RebookingRow[]> => {
  const visits = db.$with('staff_visits').as(
    db
      .selectDistinct({
        employeeId: sql<string>`${orderLineStaff.employeeId}`.as('visit_employee_id'),
        clientId: sql<string>`${orders.clientId}`.as('visit_client_id'),
        day: sql<string>`(${orders.createdAt} at time zone ${zone})::date`.as('visit_day'),
      })
      .from(orderLineStaff)
      .innerJoin(orderLines, LINE_OF_SHARE)
      .innerJoin(orders, ORDER_OF_LINE)
      .where(and(credited(businessId, range, employeeIds), eq(orderLines.kind, 'service'))),
  );
  const midnight = (daysAfter: number) =>
    sql`((${visits.day} + ${daysAfter}::int)::timestamp at time zone ${zone})`;
  const rebooked = sql`exists (select 1 from ${appointments} where ${appointments.businessId} = ${businessId} and ${appointments.clientId} = ${visits.clientId} and ${appointments.startDate} >= ${midnight(1)} and ${appointments.createdAt} >= ${midnight(0)} and ${appointments.createdAt} < ${midnight(1)})`;
  const visit = sql`(${visits.clientId}, ${visits.day})`;
  return db
    .with(visits)
    .select({
      employeeId: visits.employeeId,
      visits: sql<number>`count(distinct ${visit})::int`,
      rebooked: sql<number>`(count(distinct ${visit}) filter (where ${rebooked}))::int`,
    })
    .from(visits)
    .groupBy(sql`grouping sets ((${visits.employeeId}), ())`);
};

import { and, eq, exists, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { employees, orderLines, orderLineStaff, orders } from '../db/schema';
import { toMinor, type Minor } from '../db/money';
import { within, type ReportRange } from './range';
import { businessRowsMatching } from '../db/businessRows';

/** Orders that count in a report: the business's, not cancelled (a cancelled order and everything of it is left out). */
export const countedOrders = (businessId: string): SQL =>
  and(eq(orders.businessId, businessId), ne(orders.status, 'cancelled'))!;

/** Counted orders created in the range: the date basis of sales. */
export const ordersInRange = (businessId: string, range: ReportRange): SQL =>
  and(countedOrders(businessId), within(orders.createdAt, range))!;

/**
 * The row's order is not cancelled, for rows (lines, payments, refunds) read without their order:
 * the business's cancelled orders are few, read from orders_cancelled_idx, where joining every
 * counted order would read them all.
 */
export const ofCountedOrder = (row: { businessId: PgColumn; orderId: PgColumn }): SQL =>
  notExists(
    sql`(select 1 from ${orders} where ${orders.businessId} = ${row.businessId} and ${orders.id} = ${row.orderId} and ${orders.status} = 'cancelled')`,
  );

/** Joins a line to its order (the composite key keeps the business). */
export const LINE_OF_ORDER = businessRowsMatching(orderLines, orders.businessId, {
  orderId: orders.id,
});

/** The employee's share of the line (`order_line_staff`), as a correlated condition. */
const shareOf = (employee: { id: string }): SQL =>
  and(
    eq(orderLineStaff.businessId, orderLines.businessId),
    eq(orderLineStaff.orderLineId, orderLines.id),
    eq(orderLineStaff.employeeId, employee.id),
  )!;

/** A line credited to the employee: one of the staff it was sold with (docs/areas/reports.md). */
export const creditedTo = (employee: { id: string }): SQL =>
  exists(sql`(select 1 from ${orderLineStaff} where ${shareOf(employee)})`);

/**
 * The employee's exact part of the line's total (docs/areas/orders.md "Shared lines"): the
 * total up to the end of their share less the total up to its start, each rounded to the cent,
 * so the staff's parts of a line add up to it. Read on lines `creditedTo` them.
 */
export const partCreditedTo = (employee: { id: string }): SQL<string> =>
  sql<string>`(select (round(${orderLines.total} * 100 * ${orderLineStaff.shareTo}) - round(${orderLines.total} * 100 * ${orderLineStaff.shareFrom})) / 100 from ${orderLineStaff} where ${shareOf(employee)})`;

/** The business's employee with this id, or null. */
export const employeeOf = async (db: Database, businessId: string, employeeId: string) => {
  const [row] = await db
    .select({ id: employees.id, fullName: employees.fullName })
    .from(employees)
    .where(and(eq(employees.businessId, businessId), eq(employees.id, employeeId)));
  return row ?? null;
};

/** A SQL sum (numeric text, or null when nothing was summed) in minor units. */
export const minorOf = (sum: string | null | undefined): Minor => (sum ? toMinor(sum) : 0);

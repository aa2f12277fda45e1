import { and, eq, gte, inArray, lt, ne, sum } from 'drizzle-orm';
import type { PeriodDays } from '../../registry/payPeriods';
import { PAID_IN_FULL_STATUSES } from '../../registry/orders';
import type { Database } from '../db/database';
import { joinReferenced } from '../db/businessRows';
import { toMinor, type Minor } from '../db/money';
import { orderTips, orders } from '../db/schema';
import { periodInstants } from './creditedLines';

/**
 * The tips owed to each staff member for a pay period (docs/areas/orders.md "Tips"), in minor
 * units: every tip of an order not cancelled and paid in full whose payment in full
 * (`fulfilled_at`) falls in the period's days of the business zone, as its sold lines are
 * credited. Paid out in full: a refund of the order's sale takes nothing off them. Every
 * employee asked for is in the map, 0 when tipped nothing.
 */
export const tipsByEmployee = async (
  db: Database,
  businessId: string,
  zone: string,
  period: PeriodDays,
  employeeIds: string[],
): Promise<Map<string, Minor>> => {
  const tips = new Map<string, Minor>(employeeIds.map((id) => [id, 0]));
  if (employeeIds.length === 0) return tips;
  const { from, until } = periodInstants(period, zone);
  const rows = await db
    .select({ employeeId: orderTips.employeeId, amount: sum(orderTips.amount) })
    .from(orderTips)
    .innerJoin(orders, joinReferenced(orders, orderTips.orderId))
    .where(
      and(
        eq(orderTips.businessId, businessId),
        inArray(orderTips.employeeId, employeeIds),
        ne(orders.status, 'cancelled'),
        inArray(orders.paymentStatus, [...PAID_IN_FULL_STATUSES]),
        gte(orders.fulfilledAt, from),
        lt(orders.fulfilledAt, until),
      ),
    )
    .groupBy(orderTips.employeeId);
  for (const row of rows) tips.set(row.employeeId, toMinor(row.amount ?? 0));
  return tips;
};

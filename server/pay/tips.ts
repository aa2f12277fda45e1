import { and, asc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { PayStatementTip } from '../../registry/pay';
import type { PeriodDays } from '../../registry/payPeriods';
import type { Database } from '../db/database';
import { joinReferenced } from '../db/businessRows';
import { minorToNumber, toMinor, type Minor } from '../db/money';
import { orderTips, orders } from '../db/schema';
import { creditedOrdersIn } from './creditedLines';

/**
 * The tips owed to staff for a pay period (docs/areas/orders.md "Tips"): every tip of an order
 * not cancelled and paid in full whose payment in full (`fulfilled_at`) falls in the period's
 * days of the business zone, as its sold lines are credited. Paid out in full: a refund of the
 * order's sale takes nothing off them.
 */
const tipsOfPeriod = (
  businessId: string,
  zone: string,
  period: PeriodDays,
  employeeIds: string[],
) => {
  return and(
    eq(orderTips.businessId, businessId),
    inArray(orderTips.employeeId, employeeIds),
    creditedOrdersIn(period, zone),
  );
};

/**
 * Each staff member's tips of the period added up by the database, in minor units, for the
 * period's summary. Every employee asked for is in the map, 0 when tipped nothing.
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
  const rows = await db
    .select({ employeeId: orderTips.employeeId, amount: sum(orderTips.amount) })
    .from(orderTips)
    .innerJoin(orders, joinReferenced(orders, orderTips.orderId))
    .where(tipsOfPeriod(businessId, zone, period, employeeIds))
    .groupBy(orderTips.employeeId);
  for (const row of rows) tips.set(row.employeeId, toMinor(row.amount ?? 0));
  return tips;
};

/** A tip as a statement lists it, its amount in minor units. */
export type TipRow = Omit<PayStatementTip, 'amount'> & { amountMinor: Minor };

/**
 * Each staff member's tips of the period one by one, by day paid in full then order number, for
 * the full statements. Every employee asked for is in the map, with no tips when tipped nothing.
 */
export const tipRowsByEmployee = async (
  db: Database,
  businessId: string,
  zone: string,
  period: PeriodDays,
  employeeIds: string[],
): Promise<Map<string, TipRow[]>> => {
  const tips = new Map<string, TipRow[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return tips;
  const day = sql<string>`to_char((${orders.fulfilledAt} at time zone ${zone})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      employeeId: orderTips.employeeId,
      orderId: orders.id,
      orderNo: orders.orderNo,
      day,
      amount: orderTips.amount,
    })
    .from(orderTips)
    .innerJoin(orders, joinReferenced(orders, orderTips.orderId))
    .where(tipsOfPeriod(businessId, zone, period, employeeIds))
    .orderBy(asc(day), asc(orders.orderNo));
  for (const { employeeId, amount, ...tip } of rows)
    tips.get(employeeId)!.push({ ...tip, amountMinor: toMinor(amount) });
  return tips;
};

/** A tip as the statement lists it. */
export const statementTip = ({ amountMinor, ...tip }: TipRow): PayStatementTip => ({
  ...tip,
  amount: minorToNumber(amountMinor),
});

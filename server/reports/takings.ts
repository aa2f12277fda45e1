import { and, asc, eq, ne, sum, type SQL } from 'drizzle-orm';
import { MONEY_METHODS, type MoneyMethod } from '../../registry/orders';
import type { SalesByMethod, Takings } from '../../registry/reports';
import type { Database } from '../db/database';
import { orderPayments, orderRefunds } from '../db/schema';
import { minorToNumber, type Minor } from '../db/money';
import { dayText, within, zonedDay, type ReportRange } from './range';
import { minorOf } from './scope';
import { businessRowsMatching } from '../db/businessRows';

/**
 * Takings, money received (docs/areas/reports.md "Sales, takings and unpaid balances"): the one
 * definition every figure of money received uses, the dashboard's, the sales report's and the
 * statistic card's. Payments settled less refunds given, each dated by its own `created_at` on
 * the business zone's clock, so a payment of last week's order counts on the day it came in.
 * The order's status does not matter: money taken on an order cancelled later was taken, and
 * the refund cancelling needs first was given back, so such an order nets to nothing over time.
 */

/**
 * A payment that brought money in: cash and card are paid when recorded, an M-Pesa payment only
 * once its callback says paid; a pending, failed, cancelled or expired push brought nothing. A
 * gift voucher's payment brought none either: its money came in when the voucher was sold.
 */
export const SETTLED_PAYMENT: SQL = and(
  eq(orderPayments.status, 'paid'),
  ne(orderPayments.method, 'voucher'),
)!;

/** A refund that gave money back: one to a gift voucher gave back the voucher's balance. */
const MONEY_REFUND: SQL = ne(orderRefunds.method, 'voucher');

/** Money that moved on a day of the zone by a method, in minor units. */
export interface MoneyMoved {
  day: string;
  method: MoneyMethod;
  received: Minor;
  refunded: Minor;
}

/** The amounts of `table`'s rows matching `where`, per day of the zone and method: one scan of its (business_id, created_at) index. */
const perDayAndMethod = (
  db: Database,
  table: typeof orderPayments | typeof orderRefunds,
  where: SQL | undefined,
  zone: string,
  name: string,
) => {
  const dated = db
    .select({
      day: zonedDay(table.createdAt, zone).as('day'),
      method: table.method,
      amount: table.amount,
    })
    .from(table)
    .where(where)
    .as(name);
  return db
    .select({ day: dayText(dated.day), method: dated.method, amount: sum(dated.amount) })
    .from(dated)
    .groupBy(dated.day, dated.method);
};

/**
 * The payments settled and refunds given in the range, per day of the zone and method. Both scans
 * run at once on a pool; `inTransaction` runs them one after the other, as a transaction's single
 * connection must (the cash-up reads them holding its till).
 */
export const moneyMoved = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  zone: string,
  inTransaction = false,
): Promise<MoneyMoved[]> => {
  const payments = () =>
    perDayAndMethod(
      db,
      orderPayments,
      and(
        eq(orderPayments.businessId, businessId),
        SETTLED_PAYMENT,
        within(orderPayments.createdAt, range),
      ),
      zone,
      'settled_payments',
    );
  const refunds = () =>
    perDayAndMethod(
      db,
      orderRefunds,
      and(
        eq(orderRefunds.businessId, businessId),
        MONEY_REFUND,
        within(orderRefunds.createdAt, range),
      ),
      zone,
      'given_refunds',
    );
  const [paid, given] = inTransaction
    ? [await payments(), await refunds()]
    : await Promise.all([payments(), refunds()]);
  const moved = new Map<string, MoneyMoved>();
  // Both scans leave gift vouchers out, so every row is a money method.
  const rowOf = (day: string, method: MoneyMethod) => {
    const key = `${day} ${method}`;
    const row = moved.get(key) ?? { day, method, received: 0, refunded: 0 };
    moved.set(key, row);
    return row;
  };
  for (const row of paid) rowOf(row.day, row.method as MoneyMethod).received += minorOf(row.amount);
  for (const row of given)
    rowOf(row.day, row.method as MoneyMethod).refunded += minorOf(row.amount);
  return [...moved.values()];
};

/** The takings of these rows, added up in minor units and written out once. */
export const takingsOf = (rows: readonly MoneyMoved[]): Takings => {
  const received = rows.reduce((total, row) => total + row.received, 0);
  const refunded = rows.reduce((total, row) => total + row.refunded, 0);
  return {
    received: minorToNumber(received),
    refunded: minorToNumber(refunded),
    takings: minorToNumber(received - refunded),
  };
};

/** Every payment method's takings, each listed. */
export const takingsByMethod = (rows: readonly MoneyMoved[]): SalesByMethod[] =>
  MONEY_METHODS.map((method) => ({
    method,
    ...takingsOf(rows.filter((row) => row.method === method)),
  }));

/** Each day's takings (received less refunded), in minor units. */
export const takingsPerDay = (rows: readonly MoneyMoved[]): Map<string, Minor> => {
  const days = new Map<string, Minor>();
  for (const row of rows) days.set(row.day, (days.get(row.day) ?? 0) + row.received - row.refunded);
  return days;
};

/** The receipt codes of the M-Pesa payments settled in the range, oldest first: what the till's M-Pesa statement should show (null: paid, its receipt not yet reported). */
export const mpesaReceipts = async (
  db: Database,
  businessId: string,
  range: ReportRange,
): Promise<(string | null)[]> => {
  const received = within(orderPayments.createdAt, range);
  const rows = await db
    .select({ reference: orderPayments.reference })
    .from(orderPayments)
    .where(
      businessRowsMatching(
        orderPayments,
        businessId,
        { method: 'm-pesa' },
        SETTLED_PAYMENT,
        received,
      ),
    )
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
  return rows.map((row) => row.reference);
};

import { and, eq, exists, sql, sum, type SQL } from 'drizzle-orm';
import type { MoneyMethod } from '../../registry/orders';
import type { ReportStatistic, ReportType } from '../../registry/reports';
import type { Database } from '../db/database';
import { orderLines, orderPayments, orders } from '../db/schema';
import { text } from '../http/messages';
import { minorToNumber } from '../db/money';
import { countClients } from './clientsQuery';
import type { ReportRange } from './range';
import { salesTotals } from './salesReport';
import { creditedTo, LINE_OF_ORDER, minorOf, ordersInRange, partCreditedTo } from './scope';
import { moneyMoved, SETTLED_PAYMENT, takingsOf } from './takings';
import { businessRowsMatching } from '../db/businessRows';

export interface StatisticNarrowing {
  method?: MoneyMethod;
  staff?: { id: string; fullName: string };
}

/** What a statistic card asks for: its type, narrowed, over a range read in the business's zone. */
export interface StatisticAsk {
  range: ReportRange;
  zone: string;
  type: ReportType;
  narrowing: StatisticNarrowing;
}

/** The line kind each sold-kind report type sums (`package` is the servicePackage kind). */
const KIND_OF_TYPE = {
  service: 'service',
  product: 'product',
  membership: 'membership',
  voucher: 'voucher',
  package: 'servicePackage',
} as const;

/** The order has a settled payment by the method. */
const paidBy = (db: Database, method: MoneyMethod): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderPayments)
      .where(
        businessRowsMatching(
          orderPayments,
          orders.businessId,
          { orderId: orders.id, method },
          SETTLED_PAYMENT,
        ),
      ),
  );

/** The order has a line credited to the employee. */
const creditsStaff = (db: Database, staff: NonNullable<StatisticNarrowing['staff']>): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderLines)
      .where(and(LINE_OF_ORDER, creditedTo(staff))),
  );

/** Line totals (quantity x unit price - line discount) of the range, of a kind and/or the parts credited to an employee. */
const lineSales = async (
  db: Database,
  businessId: string,
  { range, type, narrowing }: StatisticAsk,
) => {
  const kind = type in KIND_OF_TYPE ? KIND_OF_TYPE[type as keyof typeof KIND_OF_TYPE] : undefined;
  const [row] = await db
    .select({
      amount: sum(narrowing.staff ? partCreditedTo(narrowing.staff) : orderLines.total),
    })
    .from(orders)
    .innerJoin(orderLines, LINE_OF_ORDER)
    .where(
      and(
        ordersInRange(businessId, range),
        kind ? eq(orderLines.kind, kind) : undefined,
        narrowing.staff ? creditedTo(narrowing.staff) : undefined,
        narrowing.method ? paidBy(db, narrowing.method) : undefined,
      ),
    );
  return minorOf(row?.amount);
};

/**
 * The figure of the statistic card (docs/areas/reports.md): the sales, one kind's sales or the
 * new clients. `method` alone on the sales gives the takings (money received less refunds) by
 * that method, as the sales report's; otherwise it keeps the orders with a settled payment by
 * it. `staff` keeps what is credited to them (lines for sales, an order with such a line for
 * clients).
 */
const statisticValue = async (db: Database, businessId: string, ask: StatisticAsk) => {
  const { range, zone, type, narrowing } = ask;
  if (type === 'client') {
    const filters = and(
      narrowing.method ? paidBy(db, narrowing.method) : undefined,
      narrowing.staff ? creditsStaff(db, narrowing.staff) : undefined,
    );
    return countClients(db, businessId, range, 'new', filters);
  }
  if (type === 'sales' && !narrowing.staff) {
    const { method } = narrowing;
    if (method)
      return takingsOf(
        (await moneyMoved(db, businessId, range, zone)).filter((row) => row.method === method),
      ).takings;
    return (await salesTotals(db, businessId, range)).sales;
  }
  return minorToNumber(await lineSales(db, businessId, ask));
};

/** The card's title in the caller's language, naming the method and the staff member when given. */
const statisticTitle = (type: ReportType, narrowing: StatisticNarrowing) => {
  const narrowed = (title: string, detail: string) =>
    text('saluni.reports.statistic.narrowed', { title, detail });
  let title = text(`saluni.reports.statistic.${type}`);
  if (narrowing.method) {
    const method = text(`saluni.reports.methods.${narrowing.method}`);
    title =
      type === 'sales' && !narrowing.staff
        ? text('saluni.reports.statistic.takingsBy', { method })
        : narrowed(title, text('saluni.reports.statistic.paidBy', { method }));
  }
  return narrowing.staff ? narrowed(title, narrowing.staff.fullName) : title;
};

/** `GET /v1/report/statistic`: the figure and its title. */
export const reportStatistic = async (
  db: Database,
  businessId: string,
  ask: StatisticAsk,
): Promise<ReportStatistic> => ({
  stats: await statisticValue(db, businessId, ask),
  statsTitle: statisticTitle(ask.type, ask.narrowing),
});

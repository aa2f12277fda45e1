import { and, desc, eq, isNotNull, sum } from 'drizzle-orm';
import type { MostSoldService } from '../../registry/reports';
import type { Database } from '../db/database';
import { orderLines, orders } from '../db/schema';
import { minorToNumber } from '../db/money';
import type { ReportRange } from './range';
import { LINE_OF_ORDER, minorOf, ordersInRange } from './scope';
import { soldItemNames } from './itemNames';
import { TOP_ITEMS } from './salesReport';

export const MOST_SOLD_ORDERS = ['amount', 'count'] as const;

/** The ten services sold most in the range, by line totals (`amount`) or by quantity (`count`). */
export const mostSoldServices = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  by: (typeof MOST_SOLD_ORDERS)[number],
): Promise<MostSoldService[]> => {
  const serviceId = orderLines.serviceId;
  const amount = sum(orderLines.total);
  const quantity = sum(orderLines.quantity);
  const rows = await db
    .select({ id: serviceId, count: quantity, amount })
    .from(orders)
    .innerJoin(orderLines, LINE_OF_ORDER)
    .where(
      and(ordersInRange(businessId, range), eq(orderLines.kind, 'service'), isNotNull(serviceId)),
    )
    .groupBy(serviceId)
    .orderBy(
      ...(by === 'count' ? [desc(quantity), desc(amount)] : [desc(amount), desc(quantity)]),
      serviceId,
    )
    .limit(TOP_ITEMS);
  const names = await soldItemNames(
    db,
    businessId,
    range,
    'service',
    rows.flatMap((row) => (row.id ? [row.id] : [])),
  );
  return rows.map((row) => ({
    _id: row.id!,
    name: names.get(row.id!) ?? '',
    count: Number(row.count ?? 0),
    amount: minorToNumber(minorOf(row.amount)),
  }));
};

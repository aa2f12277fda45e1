import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderLines, products, services } from '../db/schema';
import { within, type ReportRange } from './range';

/**
 * The names a report shows for services or products sold in the range: the catalogue's current
 * name; an item deleted since keeps the name it was sold under (looked up only for those, among
 * the range's lines, so the reports' aggregations never carry line names).
 */
export const soldItemNames = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  kind: 'service' | 'product',
  ids: string[],
): Promise<Map<string, string>> => {
  if (!ids.length) return new Map();
  const current =
    kind === 'service'
      ? await db
          .select({ id: services.id, name: services.name })
          .from(services)
          .where(and(eq(services.businessId, businessId), inArray(services.id, ids)))
      : await db
          .select({ id: products.id, name: products.title })
          .from(products)
          .where(and(eq(products.businessId, businessId), inArray(products.id, ids)));
  const names = new Map(current.map((row) => [row.id, row.name]));
  const gone = ids.filter((id) => !names.has(id));
  if (gone.length) {
    const itemId = kind === 'service' ? orderLines.serviceId : orderLines.productId;
    const sold = await db
      .select({ id: itemId, name: sql<string>`min(${orderLines.name})` })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.businessId, businessId),
          within(orderLines.createdAt, range),
          inArray(itemId, gone),
        ),
      )
      .groupBy(itemId);
    for (const row of sold) if (row.id) names.set(row.id, row.name);
  }
  return names;
};

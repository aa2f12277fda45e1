import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { CartEntryKind } from '../../registry/orders';
import type { Database } from '../db/database';
import { orderLines } from '../db/schema';
import { minorToNumeric, type Minor } from '../db/money';
import { within, type ReportRange } from './range';
import { minorOf, ofCountedOrder } from './scope';

/** Lines of one service or product: its id, units and line totals. */
export interface ItemGroup {
  id: string;
  quantity: string | null;
  amount: string | null;
}

/** The service or product a line sold (columns, so the item's JSON is never read); null for other kinds. */
const ITEM_KEY = sql<string | null>`coalesce(${orderLines.serviceId}, ${orderLines.productId})`;

/**
 * Memory for the one aggregation below. The planner cannot estimate how few groups a salon's
 * lines fall into (a handful of staff and items) and, with the default 4 MB, sorts 200,000 lines
 * on disk instead of hashing them: twice as slow on a large business. Local to the transaction.
 */
const REPORT_WORK_MEM = sql.raw(`set local work_mem = '32MB'`);

interface Sums {
  gross: Minor;
  discounts: Minor;
  amount: Minor;
  quantity: number;
  lines: number;
}

const add = (into: Sums | undefined, row: Sums): Sums => ({
  gross: (into?.gross ?? 0) + row.gross,
  discounts: (into?.discounts ?? 0) + row.discounts,
  amount: (into?.amount ?? 0) + row.amount,
  quantity: (into?.quantity ?? 0) + row.quantity,
  lines: (into?.lines ?? 0) + row.lines,
});

/**
 * The sales report's line figures in one pass over the range's lines: the database groups them
 * by (kind, the line's staff member, service or product), a few rows per staff member and item,
 * and those are added up here per kind (gross and line discounts), per staff member, per
 * service and per product. A line carries its order's time and its staff, so only the
 * business's cancelled orders are looked up, not every order of the range (half the time on a
 * large business).
 */
export const lineGroups = async (db: Database, businessId: string, range: ReportRange) => {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(REPORT_WORK_MEM);
    return tx
      .select({
        kind: sql<CartEntryKind>`${orderLines.kind}`,
        employeeId: orderLines.employeeId,
        itemId: ITEM_KEY,
        gross: sum(sql`${orderLines.quantity} * ${orderLines.unitPrice}`),
        discounts: sum(orderLines.discount),
        amount: sum(orderLines.total),
        quantity: sum(orderLines.quantity),
        lines: count(),
      })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.businessId, businessId),
          within(orderLines.createdAt, range),
          ofCountedOrder(orderLines),
        ),
      )
      .groupBy(orderLines.kind, orderLines.employeeId, ITEM_KEY);
  });
  const kinds = new Map<CartEntryKind, Sums>();
  const staff = new Map<string | null, Sums>();
  const items = { service: new Map<string, Sums>(), product: new Map<string, Sums>() };
  for (const row of rows) {
    const sums: Sums = {
      gross: minorOf(row.gross),
      discounts: minorOf(row.discounts),
      amount: minorOf(row.amount),
      quantity: Number(row.quantity ?? 0),
      lines: row.lines,
    };
    kinds.set(row.kind, add(kinds.get(row.kind), sums));
    staff.set(row.employeeId, add(staff.get(row.employeeId), sums));
    if (row.itemId !== null && (row.kind === 'service' || row.kind === 'product'))
      items[row.kind].set(row.itemId, add(items[row.kind].get(row.itemId), sums));
  }
  const itemGroups = (groups: Map<string, Sums>): ItemGroup[] =>
    [...groups.entries()].map(([id, group]) => ({
      id,
      quantity: String(group.quantity),
      amount: minorToNumeric(group.amount),
    }));
  return {
    kinds: [...kinds.entries()].map(([kind, group]) => ({
      kind,
      gross: minorToNumeric(group.gross),
      discounts: minorToNumeric(group.discounts),
    })),
    staff: [...staff.entries()].map(([employeeId, group]) => ({
      employeeId,
      amount: minorToNumeric(group.amount),
      lines: group.lines,
    })),
    services: itemGroups(items.service),
    products: itemGroups(items.product),
  };
};

export type LineGroups = Awaited<ReturnType<typeof lineGroups>>;

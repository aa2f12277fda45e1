import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import type { CartEntryKind } from '../../registry/orders';
import { withAggregationMemory } from '../db/aggregation';
import type { Database } from '../db/database';
import { orderLines, orderLineStaff } from '../db/schema';
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
 * The row of a line and its first staff member, or of a line with no staff: the line's own
 * figures are counted on it alone, so a line shared by three is not counted three times.
 */
const LEAD_ROW = sql`(${orderLineStaff.shareFrom} is null or ${orderLineStaff.shareFrom} = 0)`;
const ofLead = (value: SQL) => sql`case when ${LEAD_ROW} then ${value} end`;

/**
 * A staff member's part of the line's total in minor units, from their share's start to its end
 * each rounded (registry/lineShares.ts `partOfShare`), so a line's parts add up to it exactly;
 * all of it on a line with no staff.
 */
const STAFF_PART = sql`coalesce(round(${orderLines.total} * 100 * ${orderLineStaff.shareTo}) - round(${orderLines.total} * 100 * ${orderLineStaff.shareFrom}), ${orderLines.total} * 100)`;

interface Sums {
  gross: Minor;
  discounts: Minor;
  amount: Minor;
  quantity: number;
}

const add = (into: Sums | undefined, row: Sums): Sums => ({
  gross: (into?.gross ?? 0) + row.gross,
  discounts: (into?.discounts ?? 0) + row.discounts,
  amount: (into?.amount ?? 0) + row.amount,
  quantity: (into?.quantity ?? 0) + row.quantity,
});

/**
 * The sales report's line figures in one pass over the range's lines and their staff: the
 * database groups them by (kind, staff member, service or product), a few rows per staff member
 * and item, and those are added up here per kind (gross and line discounts), per service and per
 * product from each line's lead row, and per staff member from each one's exact part of the
 * line (docs/areas/orders.md "Shared lines"). A line carries its order's time, so only the
 * business's cancelled orders are looked up, not every order of the range (half the time on a
 * large business).
 */
export const lineGroups = async (db: Database, businessId: string, range: ReportRange) => {
  const rows = await withAggregationMemory(db, (tx) =>
    tx
      .select({
        kind: sql<CartEntryKind>`${orderLines.kind}`,
        employeeId: orderLineStaff.employeeId,
        itemId: ITEM_KEY,
        gross: sum(ofLead(sql`${orderLines.quantity} * ${orderLines.unitPrice}`)),
        discounts: sum(ofLead(sql`${orderLines.discount}`)),
        amount: sum(ofLead(sql`${orderLines.total}`)),
        quantity: sum(ofLead(sql`${orderLines.quantity}`)),
        staffPart: sum(STAFF_PART),
        lines: count(),
      })
      .from(orderLines)
      .leftJoin(
        orderLineStaff,
        and(
          eq(orderLineStaff.businessId, orderLines.businessId),
          eq(orderLineStaff.orderLineId, orderLines.id),
        ),
      )
      .where(
        and(
          eq(orderLines.businessId, businessId),
          within(orderLines.createdAt, range),
          ofCountedOrder(orderLines),
        ),
      )
      .groupBy(orderLines.kind, orderLineStaff.employeeId, ITEM_KEY),
  );
  const kinds = new Map<CartEntryKind, Sums>();
  const staff = new Map<string | null, { amount: Minor; lines: number }>();
  const items = { service: new Map<string, Sums>(), product: new Map<string, Sums>() };
  for (const row of rows) {
    const sums: Sums = {
      gross: minorOf(row.gross),
      discounts: minorOf(row.discounts),
      amount: minorOf(row.amount),
      quantity: Number(row.quantity ?? 0),
    };
    kinds.set(row.kind, add(kinds.get(row.kind), sums));
    const credited = staff.get(row.employeeId);
    staff.set(row.employeeId, {
      amount: (credited?.amount ?? 0) + Number(row.staffPart ?? 0),
      lines: (credited?.lines ?? 0) + row.lines,
    });
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

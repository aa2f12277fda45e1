import { asc } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { OrderTip } from '../../registry/orders';
import { MONEY_MAX } from '../../registry/validation';
import { businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { minorToNumber, minorToNumeric, toMinor, type Minor } from '../db/money';
import { orderTips, type StoredTip } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { TipBody } from './checkoutInput';
import { staffById } from './lineStaff';

/**
 * Tips (docs/areas/orders.md "Tips"): money given with a sale for its staff, paid with the order
 * on top of its cost, kept out of its sales and tax, and owed in full to the staff member.
 */

/** A tip in minor units, as the checkout writes it. */
export interface TipOwed {
  employeeId: string;
  amount: Minor;
}

const refused = (key: string) => validationFailed({ tips: text(key) });

/**
 * The tips sent to `PUT /v1/cart`, checked against the business (422 on `tips`): each to an
 * employee of it, each employee once, all of them together within a money column.
 */
export const checkedTips = async (
  tx: Database,
  businessId: string,
  tips: TipBody[],
): Promise<StoredTip[]> => {
  const employeeIds = tips.map((tip) => tip.employeeId);
  if (new Set(employeeIds).size < employeeIds.length)
    throw refused('saluni.checkout.validation.tipTwice');
  const known = await staffById(tx, businessId, employeeIds);
  if (employeeIds.some((id) => !known.has(id)))
    throw refused('saluni.validation.referenceNotFound');
  const owed = tips.map((tip) => ({ employeeId: tip.employeeId, amount: toMinor(tip.amount) }));
  if (tipTotalOf(owed) > toMinor(MONEY_MAX))
    throw refused('saluni.checkout.validation.tipsTooLarge');
  return owed.map((tip) => ({ employeeId: tip.employeeId, amount: minorToNumeric(tip.amount) }));
};

/** A cart's stored tips in minor units. */
export const owedTips = (stored: StoredTip[]): TipOwed[] =>
  stored.map((tip) => ({ employeeId: tip.employeeId, amount: toMinor(tip.amount) }));

export const tipTotalOf = (tips: TipOwed[]): Minor =>
  tips.reduce((sum, tip) => sum + tip.amount, 0);

/** The tips as documents show them, with each staff member's name (null once they are removed). */
export const namedTips = (tips: TipOwed[], staff: Map<string, { fullName: string }>): OrderTip[] =>
  tips.map((tip) => ({
    employeeId: tip.employeeId,
    fullName: staff.get(tip.employeeId)?.fullName ?? null,
    amount: minorToNumber(tip.amount),
  }));

/** Writes a new order's tips in its transaction. */
export const insertOrderTips = async (
  tx: Database,
  businessId: string,
  orderId: string,
  tips: TipOwed[],
) => {
  if (tips.length === 0) return;
  await tx.insert(orderTips).values(
    tips.map((tip) => ({
      businessId,
      id: uuidv7(),
      orderId,
      employeeId: tip.employeeId,
      amount: minorToNumeric(tip.amount),
    })),
  );
};

/** The tips of orders, in the order they were given, read in one query whatever their number. */
export const tipsOfOrders = async (
  db: Database,
  businessId: string,
  orderIds: string[],
): Promise<Map<string, TipOwed[]>> => {
  const tips = new Map<string, TipOwed[]>();
  if (orderIds.length === 0) return tips;
  const rows = await db
    .select({
      orderId: orderTips.orderId,
      employeeId: orderTips.employeeId,
      amount: orderTips.amount,
    })
    .from(orderTips)
    .where(businessRowsMatching(orderTips, businessId, { orderId: orderIds }))
    .orderBy(asc(orderTips.orderId), asc(orderTips.id));
  for (const row of rows)
    tips.set(row.orderId, [
      ...(tips.get(row.orderId) ?? []),
      { employeeId: row.employeeId, amount: toMinor(row.amount) },
    ]);
  return tips;
};

import { businessRow, businessRowsMatching } from '../db/businessRows';
import { ORDER_STATUS_TRANSITIONS, type OrderStatus } from '../../registry/orders';
import type { Database } from '../db/database';
import { rowsOfDocuments } from '../registry/documentPage';
import { withLockedDocument } from '../registry/lockedDocument';
import { orderLines, orderPayments, orders } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { postDocumentLines } from '../stock';

import type { OrderRow } from './documents';
import { toMinor } from '../db/money';
import { refundableOf } from './paymentStatus';

export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * Runs `change` in one transaction holding the order's row lock, so two transitions, refunds or
 * deletes of one order wait for each other and the second sees what the first wrote.
 * Another business's order, or no such order, is a 404 and nothing is written.
 */
export const withLockedOrder = <T>(
  db: Database,
  businessId: string,
  id: string,
  change: (tx: Database, row: OrderRow) => Promise<T>,
): Promise<T> => withLockedDocument(db, orders, businessId, id, change);

export const linesOf = (tx: Database, businessId: string, orderId: string) =>
  rowsOfDocuments(tx, orderLines, orderLines.orderId, businessId, [orderId]);

/**
 * Posts IN entries (referenceType SALES-RETURNS, reference the order id) for returned units of
 * product lines, each to the warehouse its units left from. Lines of other kinds hold no stock.
 */
export const returnStock = async (
  tx: Database,
  businessId: string,
  userId: string,
  orderId: string,
  returned: { line: OrderLineRow; quantity: number }[],
) => {
  const lines = returned.flatMap(({ line, quantity }) =>
    line.kind === 'product' && line.productId && line.variantId && line.warehouseId && quantity > 0
      ? [
          {
            productId: line.productId,
            variantId: line.variantId,
            warehouseId: line.warehouseId,
            quantity,
          },
        ]
      : [],
  );
  await postDocumentLines(tx, businessId, userId, lines, {
    transactionType: 'IN',
    reference: orderId,
    referenceType: 'SALES-RETURNS',
  });
};

/** Each line with the units still with the client (sold less returned). */
export const remainingUnits = (lines: OrderLineRow[]) =>
  lines.map((line) => ({ line, quantity: line.quantity - line.refundedQuantity }));

const invalidState = (key: string, args?: Record<string, string>) =>
  new HttpError(409, 'INVALID_STATE', text(key, args));

/** Returns to stock every unit the order's lines still hold (on cancelling or deleting it). */
const returnUnitsHeld = async (tx: Database, row: OrderRow, userId: string) =>
  returnStock(
    tx,
    row.businessId,
    userId,
    row.id,
    remainingUnits(await linesOf(tx, row.businessId, row.id)),
  );

/**
 * Moves an order along ORDER_STATUS_TRANSITIONS (409 INVALID_STATE otherwise). Cancelling
 * refuses an order still holding money (paid less refunded; refund it first, but the tips of an
 * order paid in full are the staff's and stay) and returns the
 * units of its products still out to stock. Call inside withLockedOrder.
 */
export const changeOrderStatus = async (
  tx: Database,
  row: OrderRow,
  status: OrderStatus,
  userId: string,
) => {
  if (!ORDER_STATUS_TRANSITIONS[row.status].includes(status)) {
    throw invalidState('saluni.orders.invalidTransition', {
      from: text(`saluni.orders.statuses.${row.status}`),
      to: text(`saluni.orders.statuses.${status}`),
    });
  }
  if (status === 'cancelled') {
    const paid = toMinor(row.paidAmount);
    const held = paid - toMinor(row.refundedAmount);
    // Tips paid with an order paid in full are the staff's: never refunded, so never cancelled.
    const tipsKept = paid - refundableOf(toMinor(row.cost), paid, row.fulfilledAt !== null);
    if (held > 0)
      throw invalidState(held > tipsKept ? 'saluni.orders.holdsMoney' : 'saluni.orders.holdsTips');
    await returnUnitsHeld(tx, row, userId);
  }
  // The row is locked, so the state read above is still the state written over.
  await tx
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(businessRowsMatching(orders, row.businessId, { id: row.id, status: row.status }));
};

/**
 * Deletes an unpaid order (409 once any money was taken, or while an M-Pesa payment is still
 * pending, whose callback would find no order), returning to stock the units it still holds:
 * none for a cancelled order, whose stock went back when it was cancelled.
 */
export const deleteUnpaidOrder = async (tx: Database, row: OrderRow, userId: string) => {
  if (row.paymentStatus !== 'unpaid' || toMinor(row.paidAmount) > 0)
    throw invalidState('saluni.orders.notUnpaid');
  const pending = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      businessRowsMatching(orderPayments, row.businessId, { orderId: row.id, status: 'pending' }),
    )
    .limit(1);
  if (pending.length) throw invalidState('saluni.orders.paymentPending');
  if (row.status !== 'cancelled') await returnUnitsHeld(tx, row, userId);
  await tx.delete(orders).where(businessRow(orders, row.businessId, row.id));
};

import { sql } from 'drizzle-orm';
import { businessRow } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { PAYMENT_METHODS, type PaymentMethod } from '../../registry/orders';
import { choiceSchema, moneySchema, textSchema } from '../../registry/validation';
import { refuseClosedPeriod } from '../cash-up';
import type { Database } from '../db/database';
import { orderLines, orderRefunds, orders } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { emitWebhookEvent } from '../webhooks';
import { idField } from '../http/fields';
import { loadOrder, type OrderRow } from './documents';
import { minorToNumber, minorToNumeric, toMinor, type Minor } from '../db/money';
import { linesOf, returnStock, type OrderLineRow } from './status';
import { paymentStatusOf, refundableOf } from './paymentStatus';
import { issueCreditNote } from '../tax';
import { returnToVouchers } from './orderPayments';

/** An order has at most MAX_CART_ENTRIES lines; a refund names each at most once. */
const MAX_REFUND_LINES = 100;

export const refundSchema = yup.object({
  businessId: textSchema(),
  lines: yup
    .array(
      yup
        .object({
          lineId: idField('saluni.spec.validation.fieldRequired'),
          quantity: yup
            .number()
            .strict()
            .typeError('saluni.validation.mustBeWholeNumber')
            .integer('saluni.validation.mustBeWholeNumber')
            .required('saluni.spec.validation.greaterThanZero')
            .min(1, 'saluni.spec.validation.greaterThanZero')
            .max(1_000_000_000, { message: 'saluni.validation.max', args: { max: 1_000_000_000 } }),
        })
        .noUnknown('saluni.validation.unknownField')
        .strict(),
    )
    .strict()
    .max(MAX_REFUND_LINES, { message: 'saluni.validation.max', args: { max: MAX_REFUND_LINES } })
    .optional(),
  amount: moneySchema().optional(),
  method: choiceSchema(PAYMENT_METHODS).required('saluni.spec.validation.fieldRequired'),
  reason: textSchema(500).nullable().optional(),
});

export type RefundBody = yup.InferType<typeof refundSchema>;

/**
 * What returned units are worth, in minor units: each line's share of its total (units returned
 * over units sold, so a line discount is shared per unit), then the order's discount taken off
 * pro rata (cost over subtotal), rounded to the cent once at the end.
 */
export const returnedValue = (
  row: OrderRow,
  returned: { line: OrderLineRow; quantity: number }[],
): Minor => {
  const linesValue = returned.reduce(
    (sum, { line, quantity }) => sum + (toMinor(line.total) * quantity) / line.quantity,
    0,
  );
  const subtotal = toMinor(row.subtotal);
  return Math.round(subtotal > 0 ? (linesValue * toMinor(row.cost)) / subtotal : 0);
};

const refused = (field: string, key: string, args?: Record<string, number | string>) =>
  validationFailed({ [field]: text(key, args) });

/** The body's lines against the order: each a line of it (422 otherwise), at most the units not yet returned. */
const returnedLines = (lines: OrderLineRow[], body: RefundBody) => {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const asked = new Map<string, number>();
  for (const { lineId, quantity } of body.lines ?? [])
    asked.set(lineId, (asked.get(lineId) ?? 0) + quantity);
  return [...asked].map(([lineId, quantity]) => {
    const line = byId.get(lineId);
    if (!line) throw refused('lines', 'saluni.validation.referenceNotFound');
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left)
      throw refused('lines', 'saluni.orders.refund.tooManyUnits', { name: line.name, n: left });
    return { line, quantity };
  });
};

/**
 * Records a refund on the locked order (docs/areas/orders.md): returned units go back to the
 * warehouse they left (IN, SALES-RETURNS), the amount defaults to their value (returnedValue,
 * capped at what is left to refund) and is never more than paid less refunded, nor, once the
 * order was paid in full, more than paid toward its cost ("Tips": 422). Lines,
 * order totals, payment status, the refund row and its credit note are written in the
 * caller's transaction. Returns the refund's id.
 */
export const refundOrder = async (
  tx: Database,
  row: OrderRow,
  body: RefundBody,
  userId: string,
) => {
  if (row.status === 'cancelled')
    throw new HttpError(409, 'INVALID_STATE', text('saluni.orders.refund.cancelled'));
  const lines = await linesOf(tx, row.businessId, row.id);
  const returned = returnedLines(lines, body);
  const paid = toMinor(row.paidAmount);
  const refunded = toMinor(row.refundedAmount);
  const towardCost = refundableOf(toMinor(row.cost), paid, row.fulfilledAt !== null);
  const refundable = towardCost - refunded;
  const amount =
    body.amount === undefined
      ? Math.min(returnedValue(row, returned), refundable)
      : toMinor(body.amount);
  if (amount > refundable)
    throw refused(
      'amount',
      towardCost < paid
        ? 'saluni.orders.refund.aboveRefundableTips'
        : 'saluni.orders.refund.aboveRefundable',
      { amount: minorToNumber(Math.max(0, refundable)).toFixed(2) },
    );
  if (amount === 0 && returned.length === 0)
    throw refused('amount', 'saluni.spec.validation.greaterThanZero');

  await refuseClosedPeriod(tx, row.businessId);
  if (body.method === 'voucher') await returnToVouchers(tx, row.businessId, row.id, amount);
  await returnStock(tx, row.businessId, userId, row.id, returned);
  for (const { line, quantity } of returned) {
    await tx
      .update(orderLines)
      .set({
        refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}`,
        updatedAt: new Date(),
      })
      .where(businessRow(orderLines, row.businessId, line.id));
  }
  await tx
    .update(orders)
    .set({
      refundedAmount: minorToNumeric(refunded + amount),
      paymentStatus: paymentStatusOf(
        toMinor(row.cost) + toMinor(row.tipTotal),
        paid,
        refunded + amount,
        towardCost,
      ),
      updatedAt: new Date(),
    })
    .where(businessRow(orders, row.businessId, row.id));
  const refundId = uuidv7();
  await tx.insert(orderRefunds).values({
    businessId: row.businessId,
    id: refundId,
    orderId: row.id,
    amount: minorToNumeric(amount),
    method: body.method as PaymentMethod,
    lines: returned.map(({ line, quantity }) => ({ lineId: line.id, quantity })),
    reason: body.reason?.trim() || null,
    createdBy: userId,
  });
  // A refund of an invoiced order is its credit note (docs/areas/tax.md).
  await issueCreditNote(tx, row.businessId, row.id, refundId);
  await emitWebhookEvent(tx, row.businessId, 'order.refunded', () =>
    loadOrder(tx, row.businessId, row.id),
  );
  return refundId;
};

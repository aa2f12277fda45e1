import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  amountAboveSubtotal,
  lineTotal,
  mapAmounts,
  orderTotals,
  type OrderAmounts,
} from '../../registry/orderAmounts';
import type { SoldItem } from '../../registry/orders';
import { MONEY_MAX } from '../../registry/validation';
import type { Database } from '../db/database';
import { orderCounters, orderLines, orders } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { postDocumentLines } from '../stock';
import type { PricedItem } from './cartPricing';
import type { BuyerBody, PaymentBody } from './checkoutInput';
import { bandFor, invoiceTax } from '../../registry/tax';
import { readBusinessTax } from '../tax';
import { checkBuyer } from './buyer';
import { minorToNumeric, toMinor, type Minor } from '../db/money';
import { settleOrderIfPaid } from './settle';
import { paymentStatusOf } from './paymentStatus';
import { checkPayments, insertPayments } from './orderPayments';
import { insertLineShares } from './lineStaff';
import type { StaffShare } from '../../registry/lineShares';
import { applyDeposits, depositsWithin, heldDeposits } from './appliedDeposits';
import { insertOrderTips, tipTotalOf, type TipOwed } from './tips';

const V = 'saluni.checkout.validation';

/** A line to sell: the priced item, how many, and the amount off it. */
export interface SaleLine {
  priced: PricedItem;
  quantity: number;
  discount: Minor;
  /**
   * Everyone credited with it and their shares, the lead first (the cart entry's staff, or the
   * appointment's); empty for none.
   */
  staff: StaffShare[];
}

export interface NewOrder {
  businessId: string;
  userId: string | null;
  clientId: string;
  currency: string;
  lines: SaleLine[];
  /** The order's amounts (`registry/orderAmounts.ts`), in minor units. */
  amounts: OrderAmounts<Minor>;
  /** Tips given with it, paid on top of its cost (docs/areas/orders.md "Tips"); none when absent. */
  tips?: TipOwed[];
  payments: PaymentBody[];
  paymentsField: string;
  /** Whom the tax invoice names (checked against the business's country); absent where the call takes none. */
  buyer?: BuyerBody;
}

/**
 * Creates an order inside the caller's transaction: the business's next order number (the
 * counter row's upsert serialises concurrent orders), the lines with their prices copied, its
 * tips (due on top of the cost, outside its tax: docs/areas/orders.md "Tips"), the payments (first the paid deposits of its appointments, applied), the stock leaving for
 * product lines (refused whole when short), and the settlement
 * when it is paid in full at once. Returns the order id.
 */
export const createOrder = async (tx: Database, order: NewOrder): Promise<string> => {
  const { businessId } = order;
  const lineTotals = order.lines.map((line) =>
    lineTotal(line.priced.unitPrice, line.quantity, line.discount),
  );
  const totals = orderTotals(lineTotals, order.amounts);
  const { subtotal, total: cost } = totals;
  const tips = order.tips ?? [];
  const tipTotal = tipTotalOf(tips);
  // Each line fits a money column (the cart checks it); their sum must too, and so must what is due.
  if (subtotal > toMinor(MONEY_MAX) || cost + tipTotal > toMinor(MONEY_MAX))
    throw validationFailed({ entries: text(`${V}.orderTooLarge`) });
  const above = amountAboveSubtotal(totals);
  if (above) throw validationFailed({ [above.key]: text(`${V}.${above.key}AboveSubtotal`) });
  // Prices include tax: the tax is the part of what the client pays that the authority takes.
  const businessTax = await readBusinessTax(tx, businessId);
  const buyer = checkBuyer(businessTax, order.buyer, cost);
  const tax = invoiceTax(
    businessTax.country,
    order.lines.map(({ priced }, index) => ({
      band: bandFor(businessTax.context, priced.item.kind, priced.taxClass),
      gross: lineTotals[index]!,
    })),
    order.amounts.discount,
  );
  // Paid deposits of the order's appointments are money already received: the rest is due.
  const appointmentIds = [
    ...new Set(order.lines.flatMap(({ priced }) => priced.appointmentId ?? [])),
  ];
  const deposits = depositsWithin(
    await heldDeposits(tx, businessId, appointmentIds, order.currency),
    cost,
  );
  const deposited = deposits.reduce((sum, deposit) => sum + deposit.amount, 0);
  const payments = checkPayments(
    order.payments,
    // The deposits are money, so vouchers within the cost leave the tips to money too.
    { due: cost + tipTotal - deposited, voucherRoom: cost },
    order.currency,
    false,
    order.paymentsField,
  );
  const paid = payments
    .filter((payment) => payment.status === 'paid')
    .reduce((sum, payment) => sum + payment.amount, deposited);

  const [counter] = await tx
    .insert(orderCounters)
    .values({ businessId, lastOrderNo: 1 })
    .onConflictDoUpdate({
      target: orderCounters.businessId,
      set: { lastOrderNo: sql`${orderCounters.lastOrderNo} + 1` },
    })
    .returning({ orderNo: orderCounters.lastOrderNo });
  const orderId = uuidv7();
  await tx.insert(orders).values({
    businessId,
    id: orderId,
    orderNo: counter!.orderNo,
    clientId: order.clientId,
    userId: order.userId,
    subtotal: minorToNumeric(subtotal),
    ...mapAmounts(order.amounts, minorToNumeric),
    cost: minorToNumeric(cost),
    tipTotal: minorToNumeric(tipTotal),
    currency: order.currency,
    paidAmount: minorToNumeric(paid),
    paymentStatus: paymentStatusOf(cost + tipTotal, paid, 0),
    tax: minorToNumeric(tax.tax),
    taxBands: tax.bands,
    buyerName: buyer.name,
    buyerTaxId: buyer.taxId,
  });
  const lineIds = order.lines.map(() => uuidv7());
  await tx.insert(orderLines).values(
    order.lines.map(({ priced, quantity, discount, staff }, index) => ({
      businessId,
      id: lineIds[index]!,
      orderId,
      kind: priced.item.kind,
      item: priced.item satisfies SoldItem,
      name: priced.name,
      quantity,
      unitPrice: minorToNumeric(priced.unitPrice),
      discount: minorToNumeric(discount),
      total: minorToNumeric(lineTotals[index]!),
      productId: priced.productId ?? null,
      serviceId: priced.item.kind === 'service' ? (priced.item.serviceId ?? null) : null,
      variantId: priced.variantId ?? null,
      warehouseId: priced.warehouseId ?? null,
      appointmentId: priced.appointmentId,
      userId: order.userId,
      employeeId: staff[0]?.employeeId ?? null,
      taxBand: tax.lines[index]!.band,
      taxRate: tax.lines[index]!.rate,
      taxable: minorToNumeric(tax.lines[index]!.taxable),
      tax: minorToNumeric(tax.lines[index]!.tax),
    })),
  );
  await insertLineShares(
    tx,
    businessId,
    order.lines.map(({ staff }, index) => ({ lineId: lineIds[index]!, shares: staff })),
  );
  await insertOrderTips(tx, businessId, orderId, tips);
  await applyDeposits(tx, businessId, orderId, order.userId, deposits);
  await insertPayments(tx, businessId, orderId, order.userId, payments, order.paymentsField);
  await postDocumentLines(
    tx,
    businessId,
    order.userId,
    order.lines
      .filter(({ priced }) => priced.item.kind === 'product')
      .map(({ priced, quantity }) => ({
        productId: priced.productId!,
        variantId: priced.variantId!,
        warehouseId: priced.warehouseId!,
        quantity,
      })),
    { transactionType: 'OUT', reference: orderId, referenceType: 'Sale' },
  );
  await settleOrderIfPaid(tx, businessId, orderId);
  return orderId;
};

import { asc, inArray, sql } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import {
  mpesaFailureReasonOf,
  type LineStaff,
  type Order,
  type OrderLine,
  type OrderPayment,
  type OrderRefund,
  type OrderStockEntry,
  type SoldItem,
} from '../../registry/orders';
import { mapAmounts } from '../../registry/orderAmounts';
import type { Database } from '../db/database';
import { rowsOfDocuments } from '../registry/documentPage';
import {
  clients,
  orderLines,
  orderPayments,
  orderRefunds,
  orders,
  stockEntries,
  users,
} from '../db/schema';
import { selectMovements } from '../stock';
import type { StaffShare } from '../../registry/lineShares';
import { namedShares, sharesOfLines, staffById } from './lineStaff';
import { minorToNumber, moneyNumber, toMinor } from '../db/money';
import { namedTips, tipsOfOrders } from './tips';
import { bandsAsMoney, taxInvoicesOfOrders } from '../tax';
import type { TaxBand } from '../../registry/tax';

export type OrderRow = typeof orders.$inferSelect;

/** What an order or a cart shows of its client. */
export const clientContactColumns = {
  id: clients.id,
  fullName: clients.fullName,
  email: clients.email,
  phone: clients.phone,
};
type LineRow = typeof orderLines.$inferSelect;
type PaymentRow = typeof orderPayments.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

const groupBy = <T extends { orderId: string }>(rows: T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.orderId, [...(groups.get(row.orderId) ?? []), row]);
  return groups;
};

const toLine = (
  row: LineRow,
  staff: Map<string, LineStaff>,
  shares: Map<string, StaffShare[]>,
): OrderLine => ({
  ...(row.item as SoldItem),
  _id: row.id,
  kind: row.kind,
  name: row.name,
  quantity: row.quantity,
  unitPrice: moneyNumber(row.unitPrice),
  discount: moneyNumber(row.discount),
  total: moneyNumber(row.total),
  refundedQuantity: row.refundedQuantity,
  warehouseId: row.warehouseId,
  employee: row.employeeId === null ? null : (staff.get(row.employeeId) ?? null),
  staff: namedShares(shares.get(row.id) ?? [], staff),
  taxBand: row.taxBand as TaxBand | null,
  taxRate: row.taxRate,
  taxable: moneyNumber(row.taxable),
  tax: moneyNumber(row.tax),
});

/**
 * A payment's money (its amount, the cash tendered and the change) made another form by
 * `convert`, as it is stored or as a document shows it; with no cash tendered both stay null.
 */
export const paymentMoney = <A, B>(
  payment: { amount: A; tendered: A | null; change: A | null },
  convert: (value: A) => B,
) => ({
  amount: convert(payment.amount),
  tendered: payment.tendered === null ? null : convert(payment.tendered),
  change: payment.change === null ? null : convert(payment.change),
});

const toPayment = (row: PaymentRow): OrderPayment => ({
  _id: row.id,
  method: row.method,
  ...paymentMoney(row, moneyNumber),
  status: row.status,
  reference: row.reference,
  failureReason: mpesaFailureReasonOf(row.method, row.status, row.resultCode),
  depositAppointmentId: row.depositAppointmentId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The documents of orders of one business, with client, user, lines, payments and refunds read
 * in one query each whatever the number of orders (a list page costs eight queries).
 */
export const orderDocuments = async (
  db: Database,
  businessId: string,
  rows: OrderRow[],
): Promise<Order[]> => {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const [clientRows, lineRows, paymentRows, refundRows, invoicesByOrder] = await Promise.all([
    db
      .select(clientContactColumns)
      .from(clients)
      .where(
        businessRowsMatching(clients, businessId, {
          id: [...new Set(rows.map((row) => row.clientId))],
        }),
      ),
    rowsOfDocuments(db, orderLines, orderLines.orderId, businessId, orderIds),
    rowsOfDocuments(db, orderPayments, orderPayments.orderId, businessId, orderIds),
    rowsOfDocuments(db, orderRefunds, orderRefunds.orderId, businessId, orderIds),
    taxInvoicesOfOrders(db, businessId, orderIds),
  ]);
  const userIds = [
    ...new Set(
      [...rows.map((row) => row.userId), ...refundRows.map((row) => row.createdBy)].filter(
        (id): id is string => id !== null,
      ),
    ),
  ];
  const [userRows, shares, tipsByOrder] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, fullName: users.fullName })
          .from(users)
          .where(inArray(users.id, userIds)),
    sharesOfLines(
      db,
      businessId,
      lineRows.map((row) => row.id),
    ),
    tipsOfOrders(db, businessId, orderIds),
  ]);
  const staff = await staffById(db, businessId, [
    ...lineRows.map((row) => row.employeeId),
    ...[...shares.values()].flat().map((share) => share.employeeId),
    ...[...tipsByOrder.values()].flat().map((tip) => tip.employeeId),
  ]);
  const clientById = new Map(clientRows.map((row) => [row.id, row]));
  const userById = new Map(
    userRows.map((row) => [row.id, { _id: row.id, displayName: row.fullName }]),
  );
  const linesByOrder = groupBy(lineRows);
  const paymentsByOrder = groupBy(paymentRows);
  const refundsByOrder = groupBy(refundRows);

  const toRefund = (row: RefundRow): OrderRefund => ({
    _id: row.id,
    amount: moneyNumber(row.amount),
    method: row.method,
    lines: row.lines as OrderRefund['lines'],
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy === null ? null : (userById.get(row.createdBy) ?? null),
  });

  return rows.map((row) => {
    const client = clientById.get(row.clientId);
    const lines = (linesByOrder.get(row.id) ?? []).map((line) => toLine(line, staff, shares));
    const paid = moneyNumber(row.paidAmount);
    return {
      _id: row.id,
      businessId: row.businessId,
      orderNo: row.orderNo,
      client: {
        _id: row.clientId,
        fullName: client?.fullName ?? '',
        email: client?.email ?? null,
        phone: client?.phone ?? null,
      },
      user: row.userId === null ? null : (userById.get(row.userId) ?? null),
      lines,
      subtotal: moneyNumber(row.subtotal),
      ...mapAmounts(row, moneyNumber),
      cost: moneyNumber(row.cost),
      currency: row.currency,
      status: row.status,
      paymentStatus: row.paymentStatus,
      payment: { currency: row.currency, amount: paid },
      refundedAmount: moneyNumber(row.refundedAmount),
      tips: namedTips(tipsByOrder.get(row.id) ?? [], staff),
      tipTotal: moneyNumber(row.tipTotal),
      balanceDue: minorToNumber(
        Math.max(0, toMinor(row.cost) + toMinor(row.tipTotal) - toMinor(row.paidAmount)),
      ),
      payments: (paymentsByOrder.get(row.id) ?? []).map(toPayment),
      refunds: (refundsByOrder.get(row.id) ?? []).map(toRefund),
      appointmentIds: [
        ...new Set(
          lines
            .map((line) => line.appointmentId)
            .filter((id): id is string => typeof id === 'string'),
        ),
      ],
      notes: row.notes,
      tax: moneyNumber(row.tax),
      taxBands: bandsAsMoney(row.taxBands),
      buyerName: row.buyerName,
      buyerTaxId: row.buyerTaxId,
      invoices: invoicesByOrder.get(row.id) ?? [],
      read: row.read,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
};

/**
 * Sales and their returns. Written as a literal so the planner matches the partial index
 * `stock_entries_sales_idx` (server/db/schema/stock.ts), which serves the sales ledger's page.
 */
export const SALES_MOVEMENT = sql`${stockEntries.referenceType} in ('Sale', 'SALES-RETURNS')`;

/** The stock movements an order caused: its sales (OUT) and returns (IN), oldest first. */
export const orderStockEntries = async (
  db: Database,
  businessId: string,
  orderId: string,
): Promise<OrderStockEntry[]> => {
  const rows = await selectMovements(db)
    .where(businessRowsMatching(stockEntries, businessId, { reference: orderId }, SALES_MOVEMENT))
    .orderBy(asc(stockEntries.createdAt), asc(stockEntries.id));
  return rows.map((row) => ({
    _id: row.id,
    transactionType: row.transactionType,
    referenceType: row.referenceType === 'Sale' ? 'Sale' : 'SALES-RETURNS',
    quantity: row.quantity,
    itemCode: { _id: row.productId, title: row.title },
    variant: { _id: row.variantId, sku: row.sku },
    warehouse: { _id: row.warehouseId, name: row.warehouseName },
    createdAt: row.createdAt.toISOString(),
  }));
};

/** One order's full document (with its stock entries), or undefined when the business has no such order. */
export const loadOrder = async (
  db: Database,
  businessId: string,
  orderId: string,
): Promise<Order | undefined> => {
  const [row] = await db
    .select()
    .from(orders)
    .where(businessRow(orders, businessId, orderId));
  if (!row) return undefined;
  const [document] = await orderDocuments(db, businessId, [row]);
  return { ...document!, stockEntries: await orderStockEntries(db, businessId, orderId) };
};

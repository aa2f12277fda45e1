import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import {
  CART_ENTRY_KINDS,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
} from '../../../registry/orders';
import { businesses } from './accounts';
import { clients } from './clients';
import { createdIndex, positiveQuantity, sortIndex, tenantReference, tenantTable } from './columns';
import { ownedBy } from './rowGroups';
import { money, notNegative, timestampTz } from './columnTypes';
import { PAYMENT_STATUSES } from './payments';
import type { BandTotal } from '../../../registry/tax';
import type { StaffShare } from '../../../registry/lineShares';

/** A tip as a cart keeps it until the sale. */
export interface StoredTip {
  employeeId: string;
  amount: string;
}

/**
 * The checkout's cart, one per user and business (docs/areas/orders.md). Kept on the server so
 * a receptionist's phone and desk see the same cart; emptied when it becomes an order.
 */
export const carts = tenantTable(
  'carts',
  {
    userId: uuid('user_id').notNull(),
    clientId: uuid('client_id'),
    payOnlyDeposit: boolean('pay_only_deposit').notNull().default(false),
    discount: money('discount').notNull().default('0'),
    /** The tips given with the sale (registry/orders.ts `TipInput`, amounts as money strings). */
    tips: jsonb('tips').$type<StoredTip[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('carts_business_user_unique').on(t.businessId, t.userId),
    tenantReference(t, t.clientId, clients).onDelete('set null'),
    notNegative('carts_discount', t.discount),
  ],
);

/** An entry of a cart: `item` holds the kind's fields of registry/orders.ts `SoldItem`. */
export const cartEntries = tenantTable(
  'cart_entries',
  {
    cartId: uuid('cart_id').notNull(),
    kind: text('kind', { enum: CART_ENTRY_KINDS }).notNull(),
    item: jsonb('item').notNull(),
    quantity: integer('quantity').notNull().default(1),
    discount: money('discount').notNull().default('0'),
    /** The appointment a service entry is for; not a foreign key, the line checks it at payment. */
    appointmentId: uuid('appointment_id'),
    /** The staff member who did or sold it (docs/areas/orders.md); checked against the business when set. */
    employeeId: uuid('employee_id'),
    /**
     * Null: `employee_id` alone did it. Else everyone credited and their shares, `employee_id`
     * first (registry/lineShares.ts); checked against the business when set.
     */
    staffShares: jsonb('staff_shares').$type<StaffShare[]>(),
  },
  (t) => [
    ...ownedBy('cart_entries', t, t.cartId, carts, 'cart', t.createdAt),
    positiveQuantity('cart_entries', t),
    notNegative('cart_entries_discount', t.discount),
  ],
);

/** The last order number given per business: `orderNo` is taken under this row's lock. */
export const orderCounters = pgTable('order_counters', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  lastOrderNo: integer('last_order_no').notNull().default(0),
});

/**
 * A sale. Totals are copied at payment time, so later price changes leave the order as sold.
 * `status` (delivery) and `paymentStatus` (money) are kept apart (registry/orders.ts).
 */
export const orders = tenantTable(
  'orders',
  {
    orderNo: integer('order_no').notNull(),
    clientId: uuid('client_id').notNull(),
    userId: uuid('user_id'),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default('0'),
    cost: money('cost').notNull(),
    /** The tips given with it (`order_tips`), paid on top of `cost`: the order is paid in full at cost + tip_total. */
    tipTotal: money('tip_total').notNull().default('0'),
    currency: text('currency').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    refundedAmount: money('refunded_amount').notNull().default('0'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES })
      .notNull()
      .default('unpaid'),
    /** When the holdings (memberships, vouchers, packages) and appointments were settled: once, on full payment. */
    fulfilledAt: timestampTz('fulfilled_at'),
    read: boolean('read').notNull().default(false),
    notes: text('notes'),
    /** The tax inside `cost` (registry/tax.ts `invoiceTax`), and its totals per band (minor units). */
    tax: money('tax').notNull().default('0'),
    taxBands: jsonb('tax_bands')
      .$type<BandTotal[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Who the invoice is made out to, when the client gives it (a company, a bridal party). */
    buyerName: text('buyer_name'),
    /** The buyer's KRA PIN (Kenya) or ABN (Australia). */
    buyerTaxId: text('buyer_tax_id'),
  },
  (t) => [
    uniqueIndex('orders_business_order_no_unique').on(t.businessId, t.orderNo),
    ...ownedBy('orders', t, t.clientId, clients, 'client', t.createdAt),
    sortIndex('orders_business_created_idx', t, t.createdAt),
    index('orders_unread_idx')
      .on(t.businessId)
      .where(sql`not ${t.read}`),
    // `POST /mpesa/pay` names only the order: its id finds the business.
    index('orders_id_idx').on(t.id),
    // Reports leave cancelled orders out by this short list instead of joining every order to its lines and payments.
    index('orders_cancelled_idx')
      .on(t.businessId, t.id)
      .where(sql`${t.status} = 'cancelled'`),
    check(
      'orders_money_not_negative',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.cost} >= 0 and ${t.paidAmount} >= 0`,
    ),
    check(
      'orders_refund_within_paid',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.paidAmount}`,
    ),
  ],
);

/**
 * The keys of a row that belongs to an order (its lines, payments and refunds): it goes with
 * its order, and is read by order and, for the reports, by the time it was made.
 */
const orderRowKeys = (
  table: string,
  t: { businessId: ExtraConfigColumn; orderId: ExtraConfigColumn; createdAt: ExtraConfigColumn },
) => [...ownedBy(table, t, t.orderId, orders, 'order'), createdIndex(table, t)];

/**
 * A line of an order: `item` holds the kind's fields of `SoldItem`. A line is created with its
 * order, in its transaction: its `created_at` is the order's, and `user_id` copies the order's
 * account, so the sales report reads a range's lines without joining their orders.
 */
export const orderLines = tenantTable(
  'order_lines',
  {
    orderId: uuid('order_id').notNull(),
    kind: text('kind', { enum: CART_ENTRY_KINDS }).notNull(),
    item: jsonb('item').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    discount: money('discount').notNull().default('0'),
    total: money('total').notNull(),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    productId: uuid('product_id'),
    /** A service line's service (its `item.serviceId`), a column so reports group lines without reading the item. */
    serviceId: uuid('service_id'),
    variantId: uuid('variant_id'),
    warehouseId: uuid('warehouse_id'),
    appointmentId: uuid('appointment_id'),
    /** The account that took the order (the order's `user_id`). */
    userId: uuid('user_id'),
    /**
     * The staff member who did or sold the line, credited with it in the reports. Not a foreign
     * key: removing an employee keeps the sales they made, which then show no name.
     */
    employeeId: uuid('employee_id'),
    /** The line's tax band and rate (percent), what it sold for after every discount (tax included) and the tax in it. */
    taxBand: text('tax_band'),
    taxRate: integer('tax_rate').notNull().default(0),
    taxable: money('taxable').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
  },
  (t) => [
    ...orderRowKeys('order_lines', t),
    index('order_lines_appointment_idx')
      .on(t.businessId, t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    positiveQuantity('order_lines', t),
    check(
      'order_lines_refunded_within_quantity',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * Who is credited with which share of an order line (registry/lineShares.ts): every line with
 * staff has a row per staff member, written with the line. A share is the part of the line from
 * `share_from` to `share_to` (0 to 1), so a money amount splits exactly as `splitByShares` does:
 * round(amount x share_to) - round(amount x share_from). Not a foreign key to the employee:
 * removing one keeps the sales they made.
 */
export const orderLineStaff = tenantTable(
  'order_line_staff',
  {
    orderLineId: uuid('order_line_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    shareFrom: numeric('share_from', { precision: 5, scale: 4 }).notNull(),
    shareTo: numeric('share_to', { precision: 5, scale: 4 }).notNull(),
  },
  (t) => [
    ...ownedBy('order_line_staff', t, t.orderLineId, orderLines, 'order_line'),
    index('order_line_staff_employee_idx').on(t.businessId, t.employeeId),
    uniqueIndex('order_line_staff_line_employee_unique').on(
      t.businessId,
      t.orderLineId,
      t.employeeId,
    ),
    check(
      'order_line_staff_share_within_line',
      sql`${t.shareFrom} >= 0 and ${t.shareTo} > ${t.shareFrom} and ${t.shareTo} <= 1`,
    ),
  ],
);

/**
 * A tip given with an order (docs/areas/orders.md "Tips"): out of the order's cost and tax,
 * paid with it, owed in full to the staff member. Not a foreign key to the employee, like a line's.
 */
export const orderTips = tenantTable(
  'order_tips',
  {
    orderId: uuid('order_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    ...orderRowKeys('order_tips', t),
    index('order_tips_employee_idx').on(t.businessId, t.employeeId),
    check('order_tips_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A payment toward an order; an M-Pesa one is pending until its callback settles it. */
export const orderPayments = tenantTable(
  'order_payments',
  {
    orderId: uuid('order_id').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    tendered: money('tendered'),
    change: money('change'),
    reference: text('reference'),
    /** M-Pesa's result code of a payment that did not go through, for the reason the row shows. */
    resultCode: integer('result_code'),
    /**
     * Set when the payment is an appointment's deposit taken into the order at checkout: money
     * received on the day the deposit was paid, so the takings count it then, not now.
     */
    depositAppointmentId: uuid('deposit_appointment_id'),
    /**
     * The gift voucher that paid (method `voucher`), and how much of the payment a refund has
     * given back to it since. Not a foreign key, like the deposit's appointment: the payment
     * keeps its history whatever becomes of the voucher.
     */
    clientVoucherId: uuid('client_voucher_id'),
    returnedToVoucher: money('returned_to_voucher').notNull().default('0'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    ...orderRowKeys('order_payments', t),
    check('order_payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'order_payments_returned_within_amount',
      sql`${t.returnedToVoucher} >= 0 and ${t.returnedToVoucher} <= ${t.amount}`,
    ),
  ],
);

/** Money given back on an order, with the lines returned (`[{ lineId, quantity }]`). */
export const orderRefunds = tenantTable(
  'order_refunds',
  {
    orderId: uuid('order_id').notNull(),
    amount: money('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    lines: jsonb('lines').notNull().default([]),
    reason: text('reason'),
    createdBy: uuid('created_by'),
  },
  (t) => [...orderRowKeys('order_refunds', t), notNegative('order_refunds_amount', t.amount)],
);

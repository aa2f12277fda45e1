/**
 * The documents of the checkout: the cart, orders with their payments and refunds, and the sales
 * ledger, as the server replies with them and the web app reads them (docs/areas/orders.md).
 * Paths and reply keys are in `routes.ts`. Money is a number in the business currency with at
 * most two decimals; the server adds it up in minor units, so 3 x 33.33 is 99.99.
 */
import type { StaffShare } from './lineShares';
import type { OrderAmounts } from './orderAmounts';
import type { BandTotal, TaxBand } from './tax';
import type { TaxInvoice } from './taxInvoices';

/** Delivery status of an order (inventory.md 4). */
export const ORDER_STATUSES = ['pending', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The status changes `PUT /v1/order/status/{id}` allows; any other is 409 INVALID_STATE. A paid
 * order is cancelled only once it has been refunded in full (cancelling never hides money taken).
 */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Money state of an order, kept apart from its delivery status. */
export const ORDER_PAYMENT_STATUSES = [
  'unpaid',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Payment statuses of an order whose money was taken in full (refunds, if any, came after). */
export const PAID_IN_FULL_STATUSES: readonly OrderPaymentStatus[] = [
  'paid',
  'partially_refunded',
  'refunded',
];

/**
 * Paid at the salon: every order is made at the salon's till (the checkout, or an appointment's
 * payment) by its staff; there is no web shop, and an order has no delivery address. Once its
 * money is taken in full the client has left with what they bought, so a still-`pending` order
 * has nothing waiting for delivery: it is shown 'collected', and offers no Fulfil.
 */
export const paidAtSalon = (order: {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
}): boolean => order.status === 'pending' && PAID_IN_FULL_STATUSES.includes(order.paymentStatus);

/** What the Delivery Status column shows: the stored status, or 'collected' for an order paid at the salon. */
export type ShownDeliveryStatus = OrderStatus | 'collected';
export const shownDeliveryStatus = (order: {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
}): ShownDeliveryStatus => (paidAtSalon(order) ? 'collected' : order.status);

/**
 * The ways money comes in; `m-pesa` is the spec's value, KES businesses only. These are money
 * received: the takings, the cash-up and the reports count them.
 */
export const MONEY_METHODS = ['cash', 'card', 'm-pesa'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/**
 * How a client pays an order: money, or a gift voucher's balance (its code). A voucher's money was
 * received when the voucher was sold, so paying with it is never money received again
 * (docs/areas/tax.md "Gift vouchers").
 */
export const PAYMENT_METHODS = [...MONEY_METHODS, 'voucher'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether a method brings money in (every method but a gift voucher). */
export const isMoneyMethod = (method: PaymentMethod): method is MoneyMethod =>
  (MONEY_METHODS as readonly string[]).includes(method);

/** What a cart entry or an order line sells (back-office.md 3, "Cart entries added by checkout"). */
export const CART_ENTRY_KINDS = [
  'voucher',
  'membership',
  'product',
  'service',
  'servicePackage',
] as const;
export type CartEntryKind = (typeof CART_ENTRY_KINDS)[number];

/** Most entries one cart holds: a long day's sale fits many times over. */
export const MAX_CART_ENTRIES = 100;

/** The kind-specific fields of an entry or a line, as the spec names them. */
export interface SoldItem {
  kind: CartEntryKind;
  voucherId?: string;
  /** A voucher's uses, from its saleLimit. */
  maxUsageCount?: number;
  membershipId?: string;
  /** The membership frequency type (a key of the programme's price map). */
  type?: string;
  /** How many durations of the membership (the checkout's Duration field). */
  duration?: number;
  /** Duration plus duration type ('3 month'), or 'N/A' for an open-ended programme. */
  period?: string;
  productId?: string;
  /** The variant sold; a product with one variant needs none named. */
  variantId?: string;
  serviceId?: string;
  /** The service's pricing option (index into advancedPricing); by default the one matching the appointment's duration, else the first. */
  pricingOption?: number;
  /** The appointment a service line is for, of the same client; null until one is linked. */
  appointmentId?: string | null;
  /** The linked appointment's day (YYYY-MM-DD) and time (HH:mm) in the business zone; '' when none. */
  appointmentDate?: string;
  appointmentTime?: string;
  servicePackageId?: string;
}

/** A sold item with its amounts: a cart entry, then the order line it becomes. */
export interface PricedLine extends SoldItem {
  _id: string;
  /** The item's name as it is sold: product title (and variant), service name, programme name... */
  name: string;
  quantity: number;
  unitPrice: number;
  /** Amount off this line, in money. */
  discount: number;
  /** quantity x unitPrice - discount. */
  total: number;
}

export interface CartEntry extends PricedLine {
  /** Who did or sold it: by default the appointment's employee, else the person at the till; null when none. */
  employee: LineStaff | null;
  /**
   * Everyone credited with it and their shares (registry/lineShares.ts), `employee` first: by
   * default the appointment's staff, else `employee` alone; empty when none.
   */
  staff: LineStaffShare[];
}

/** A staff member's share of a line, with their name as documents show it (null once they are removed). */
export interface LineStaffShare extends StaffShare {
  fullName: string | null;
}

/** A staff member and share as a cart entry's `staff` takes them; without any share, the line is split equally. */
export interface StaffShareInput {
  employeeId: string;
  share?: number;
}

/**
 * A tip to a staff member (docs/areas/orders.md "Tips"): paid with the order by any method, kept
 * out of its sales and its tax, and paid out in full to the staff member.
 */
export interface OrderTip {
  employeeId: string;
  fullName: string | null;
  amount: number;
}

/** A tip as `PUT /v1/cart { tips }` takes it: the cart's tips are replaced by those sent. */
export interface TipInput {
  employeeId: string;
  amount: number;
}

/** The staff member of a cart entry or an order line, credited with it in the sales report. */
export interface LineStaff {
  _id: string;
  fullName: string;
}

/** One cart per signed-in user and business, kept on the server; its amounts are in `orderAmounts.ts`. */
export interface Cart extends OrderAmounts {
  _id: string;
  businessId: string;
  client: { _id: string; fullName: string; email: string | null; phone: string | null } | null;
  entries: CartEntry[];
  payOnlyDeposit: boolean;
  /** Sum of the line totals. */
  subtotal: number;
  /** The subtotal with the amounts added or taken off (`orderTotals`). */
  total: number;
  /** Tips given with the sale, paid on top of `total`. */
  tips: OrderTip[];
  tipTotal: number;
  currency: string;
  updatedAt: string;
}

export interface OrderLine extends PricedLine {
  /** Units of this line refunded so far. */
  refundedQuantity: number;
  /** Where a product line's stock left from (the product's sales warehouse). */
  warehouseId?: string | null;
  /** Who did or sold it, as chosen at checkout (the first of `staff`); null when none. */
  employee: LineStaff | null;
  /** Everyone credited with it and their shares, adding up to 1; empty when none. */
  staff: LineStaffShare[];
  /** Its tax band and rate (percent), what it sold for after every discount (tax included) and the tax in it (registry/tax.ts). */
  taxBand: TaxBand | null;
  taxRate: number;
  taxable: number;
  tax: number;
}

/** One payment toward an order. A cash payment may tender more than its amount: `change` is given back. */
export interface OrderPayment {
  _id: string;
  method: PaymentMethod;
  amount: number;
  /** An M-Pesa payment is pending until its callback; cash and card are paid when recorded. */
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
  tendered: number | null;
  change: number | null;
  /** Card slip or M-Pesa receipt number; a gift voucher's code's last four characters. */
  reference: string | null;
  /** Why an M-Pesa payment did not go through (from Daraja's result code); null otherwise. */
  failureReason: MpesaFailureReason | null;
  /**
   * The appointment whose paid deposit this payment is, taken into the order at checkout (its
   * `createdAt` is when the deposit was paid); null for a payment made at the till.
   */
  depositAppointmentId?: string | null;
  createdAt: string;
}

/** The reasons an M-Pesa payment fails that a person can act on, and `declined` for the rest. */
export const MPESA_FAILURE_REASONS = [
  'cancelledByClient',
  'insufficientFunds',
  'noResponse',
  'wrongPin',
  'declined',
] as const;
export type MpesaFailureReason = (typeof MPESA_FAILURE_REASONS)[number];

/** Daraja's result codes (STK push callback) of the reasons told apart. */
const REASON_OF_CODE: Record<number, MpesaFailureReason> = {
  1: 'insufficientFunds',
  1032: 'cancelledByClient',
  1037: 'noResponse',
  2001: 'wrongPin',
};

/**
 * The reason of an M-Pesa payment row: none while pending or paid; a push that expired without
 * any answer (no result code) is the phone not answering.
 */
export const mpesaFailureReasonOf = (
  method: PaymentMethod,
  status: OrderPayment['status'],
  resultCode: number | null,
): MpesaFailureReason | null => {
  if (method !== 'm-pesa' || status === 'pending' || status === 'paid') return null;
  if (resultCode === null) return 'noResponse';
  return REASON_OF_CODE[resultCode] ?? 'declined';
};

export interface OrderRefund {
  _id: string;
  amount: number;
  method: PaymentMethod;
  /** Lines returned; empty for a refund of money only. */
  lines: { lineId: string; quantity: number }[];
  reason: string | null;
  createdAt: string;
  createdBy: { _id: string; displayName: string } | null;
}

/** A stock movement of an order (a Sale OUT or a SALES-RETURNS IN). */
export interface OrderStockEntry {
  _id: string;
  transactionType: 'IN' | 'OUT';
  referenceType: 'Sale' | 'SALES-RETURNS';
  quantity: number;
  itemCode: { _id: string; title: string };
  variant: { _id: string; sku: string | null };
  warehouse: { _id: string; name: string };
  createdAt: string;
}

export interface Order extends OrderAmounts {
  _id: string;
  businessId: string;
  /** 1, 2, 3... per business. */
  orderNo: number;
  client: { _id: string; fullName: string; email: string | null; phone: string | null };
  /** Who took the order. */
  user: { _id: string; displayName: string } | null;
  lines: OrderLine[];
  subtotal: number;
  /** What the client owes: the subtotal with the amounts added or taken off (`orderTotals`). */
  cost: number;
  currency: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  /** The spec's `payment (currency, amount)`: the amount paid so far, before refunds. */
  payment: { currency: string; amount: number };
  refundedAmount: number;
  /** Tips given with the order: out of `cost` and its tax, paid with it. */
  tips: OrderTip[];
  tipTotal: number;
  /** cost + tipTotal - paid; 0 once paid. */
  balanceDue: number;
  payments: OrderPayment[];
  refunds: OrderRefund[];
  /** Only on the single read (`GET /v1/order/{id}`). */
  stockEntries?: OrderStockEntry[];
  appointmentIds: string[];
  /** The staff's note on the order (`PUT /v1/order/{id} {notes}`). */
  notes: string | null;
  /** The tax inside `cost`, and its totals per band (prices include tax). */
  tax: number;
  taxBands: BandTotal[];
  /** Who the invoice is made out to, when given at checkout. */
  buyerName: string | null;
  /** The buyer's KRA PIN (Kenya) or ABN (Australia). */
  buyerTaxId: string | null;
  /** Its invoice (once paid in full) and credit notes (one per refund), oldest first. */
  invoices: TaxInvoice[];
  read: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A payment as `POST /v1/order` and the retry calls take it. */
export interface PaymentInput {
  method: PaymentMethod;
  amount: number;
  /** Cash handed over, when more than `amount`. */
  tendered?: number;
  reference?: string;
  /** The M-Pesa number for the STK push (made by the web app through `POST /mpesa/pay`). */
  phone?: string;
  /** A gift voucher's code: required with `method: 'voucher'`, refused with any other. */
  code?: string;
}

/** A row of the sales ledger (inventory.md 3): a SALE or SALES-RETURNS movement with its order. */
export interface SalesLedgerEntry {
  _id: string;
  transactionType: 'SALE' | 'SALES-RETURNS';
  quantity: number;
  /** The item as the order sold it (its line's name, variant included), else the product's title. */
  name: string;
  /**
   * What these units were sold for, in the order's money: their share of the line's total after
   * its discount (the order's discount is not shared out); null when the order has no such line.
   */
  value: number | null;
  itemCode: { _id: string; title: string };
  variant: { _id: string; sku: string | null };
  warehouse: { _id: string; name: string };
  reference: string | null;
  order: {
    _id: string;
    orderNo: number;
    client: { fullName: string };
    user: { displayName: string } | null;
  };
  createdAt: string;
}

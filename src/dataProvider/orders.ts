import type { OrderAmounts } from '../../registry/orderAmounts';
import type {
  Cart,
  CartEntry,
  Order,
  OrderStatus,
  PaymentInput,
  PaymentMethod,
  SalesLedgerEntry,
  SoldItem,
  StaffShareInput,
  TipInput,
} from '../../registry/orders';
import type { Receipt, ReceiptChannel, ReceiptPaper, ReceiptSent } from '../../registry/receipts';
import { ROUTES } from '../../registry/routes';
import type { MessagePage } from './messaging';
import type { RouteCaller } from './routeCall';

export type {
  Cart,
  CartEntry,
  CartEntryKind,
  MoneyMethod,
  Order,
  OrderLine,
  OrderPayment,
  OrderPaymentStatus,
  OrderRefund,
  OrderStatus,
  OrderStockEntry,
  OrderTip,
  PaymentInput,
  PaymentMethod,
  SalesLedgerEntry,
  SoldItem,
  StaffShareInput,
  TipInput,
} from '../../registry/orders';

/** The orders list's query (inventory.md 7); `limit` defaults to 10 on the server. */
export interface OrderQuery {
  page?: number;
  limit?: number;
  paymentMethod?: PaymentMethod;
  paymentStatus?: string;
  status?: OrderStatus;
  type?: string;
  dateStart?: string;
  dateEnd?: string;
  /** The customer filter (e-mail autocomplete). */
  clientEmail?: string;
  clientId?: string;
  /** Order number search. */
  q?: string;
  sort?: string;
}

export interface SalesLedgerQuery {
  /** An employee's e-mail; null or absent for everyone's. */
  user?: string | null;
  page?: number;
  limit?: number;
  sort?: string;
}

/** What `PUT /v1/cart` changes: the client, deposit only, the amounts on the total, the tips. */
export type CartChange = {
  clientId?: string | null;
  payOnlyDeposit?: boolean;
  tips?: TipInput[];
} & Partial<OrderAmounts>;

/** What a cart entry may change once added. */
export interface CartEntryChange {
  quantity?: number;
  discount?: number;
  appointmentId?: string | null;
  pricingOption?: number;
  /** The line's staff member alone; null for none. */
  employeeId?: string | null;
  /** Everyone credited with the line, lead first, with shares adding up to 1 (none given: equal). */
  staff?: StaffShareInput[];
}

export interface RefundInput {
  /** The lines returned and how many of each; none refunds money only. */
  lines?: { lineId: string; quantity: number }[];
  /** The money given back; by default what the returned lines were sold for. */
  amount?: number;
  method: PaymentMethod;
  reason?: string;
}

/**
 * Who the order's invoice is made out to (`buyer` of `POST /v1/order`): a name and the buyer's
 * KRA PIN (Kenya) or ABN (Australia), each optional; null or absent for none.
 */
export interface OrderBuyer {
  name?: string | null;
  taxId?: string | null;
}

/** The cart, orders and sales ledger calls (docs/areas/orders.md), as dataProvider methods. */
export const orderMethods = ({ call, download }: RouteCaller) => ({
  getCart: () => call<Cart>(ROUTES.cartGet),
  /** `tips` replaces the cart's tips (`[]` clears them). */
  updateCart: (change: CartChange) => call<Cart>(ROUTES.cartUpdate, { body: { ...change } }),
  /** Removes every entry and the client (the Checkout dialog starts from an empty cart). */
  emptyCart: () => call<Cart>(ROUTES.cartEmpty),
  addCartEntry: (entry: SoldItem & { quantity?: number; staff?: StaffShareInput[] }) =>
    call<Cart>(ROUTES.cartEntryAdd, { body: { ...entry } }),
  updateCartEntry: (id: CartEntry['_id'], change: CartEntryChange) =>
    call<Cart>(ROUTES.cartEntryUpdate, { id, body: { ...change } }),
  removeCartEntry: (id: CartEntry['_id']) => call<Cart>(ROUTES.cartEntryRemove, { id }),

  listOrders: (query: OrderQuery) =>
    call<MessagePage<Order>>(ROUTES.orderList, { query: { ...query } }),
  getOrder: (id: string) => call<Order>(ROUTES.orderGet, { id }),
  countUnreadOrders: () => call<number>(ROUTES.orderUnread),
  exportOrders: (query: OrderQuery) => download(ROUTES.orderExport, 'orders.csv', { ...query }),
  /** Pays the cart: the order is created with these payments (its invoice to `buyer` when given), the cart emptied. */
  createOrder: (payments: PaymentInput[], buyer?: OrderBuyer) =>
    call<Order>(ROUTES.orderCreate, {
      body: buyer ? { payments, buyer: { ...buyer } } : { payments },
    }),
  updateOrder: (id: string, change: { read?: boolean; notes?: string | null }) =>
    call<Order>(ROUTES.orderUpdate, { id, body: { ...change } }),
  fulfilOrder: (id: string) => call<Order>(ROUTES.orderFulfil, { id }),
  /** Asks the payment provider about a pending M-Pesa payment and settles the order with its answer. */
  checkOrderPayment: (id: string) => call<Order>(ROUTES.orderPaymentStatus, { id }),
  retryOrderPayment: (id: string, payment: PaymentInput) =>
    call<Order>(ROUTES.orderRetryPayment, { id, body: { payment } }),
  refundOrder: (id: string, refund: RefundInput) =>
    call<Order>(ROUTES.orderRefund, { id, body: { ...refund } }),
  setOrderStatus: (id: string, status: OrderStatus) =>
    call<Order>(ROUTES.orderStatus, { id, body: { status } }),
  deleteOrder: (id: string) => call<Order>(ROUTES.orderDelete, { id }),
  emailOrderReceipt: (id: string) => call<Order>(ROUTES.orderReceiptEmail, { id }),
  /** The receipt as the screen prints it, in the user's language (docs/areas/receipts.md). */
  getOrderReceipt: (id: string) => call<Receipt>(ROUTES.orderReceipt, { id }),
  /** Saves the receipt's PDF, fetched with the session, on a roll's width or A4. */
  downloadOrderReceipt: (id: string, orderNo: number, paper: ReceiptPaper) =>
    download(ROUTES.orderReceiptPdf, `receipt-${orderNo}.pdf`, { paper }, id),
  /** Sends the client their receipt: the receipt by e-mail, a link to its PDF by SMS or WhatsApp. */
  sendOrderReceipt: (id: string, channel: ReceiptChannel) =>
    call<ReceiptSent>(ROUTES.orderReceiptSend, { id, body: { channel } }),
  /** Pays an appointment's services (the id is the appointment's). */
  retryAppointmentPayment: (appointmentId: string, payment: PaymentInput) =>
    call<Order>(ROUTES.appointmentRetryPayment, { id: appointmentId, body: { payment } }),

  listSalesLedger: (query: SalesLedgerQuery) =>
    call<MessagePage<SalesLedgerEntry>>(ROUTES.salesLedgerList, {
      query: { ...query, user: query.user ?? undefined },
    }),
});

import type { Action } from '../modules';
import type { RouteDeclaration } from './declaration';

const cartPath = '/v1/cart';
const orderPath = '/v1/order';

/** The cart and every payment call (docs/areas/orders.md). */
const checkoutAccess = <A extends Action>(action: A) =>
  ({ module: 'sales.Checkout', action }) as const;
/** The order calls after payment (docs/areas/orders.md, Orders). */
const ordersAccess = <A extends Action>(action: A) =>
  ({ module: 'products.Orders', action }) as const;

/** The checkout's cart and orders (inventory.md 7, back-office.md 7, docs/areas/orders.md). */
export const ordersRoutes = {
  // The checkout's cart: one per signed-in user and business (docs/areas/orders.md).
  cartGet: { method: 'GET', path: cartPath, access: checkoutAccess('read'), replyKey: 'cart' },
  cartUpdate: {
    method: 'PUT',
    path: cartPath,
    access: checkoutAccess('update'),
    replyKey: 'cart',
  },
  cartEmpty: {
    method: 'DELETE',
    path: cartPath,
    replyKey: 'cart',
    access: checkoutAccess('delete'),
  },
  cartEntryAdd: {
    method: 'POST',
    path: `${cartPath}/entry`,
    access: checkoutAccess('create'),
    replyKey: 'cart',
  },
  cartEntryUpdate: {
    method: 'PUT',
    path: `${cartPath}/entry/:id`,
    access: checkoutAccess('update'),
    replyKey: 'cart',
  },
  cartEntryRemove: {
    method: 'DELETE',
    path: `${cartPath}/entry/:id`,
    replyKey: 'cart',
    access: checkoutAccess('delete'),
  },

  // Orders (inventory.md 7, back-office.md 7). `POST /v1/order` pays the cart.
  orderList: {
    method: 'GET',
    path: orderPath,
    access: ordersAccess('read'),
    replyKey: 'orderPage',
  },
  orderGet: {
    method: 'GET',
    path: `${orderPath}/:id`,
    access: ordersAccess('read'),
    replyKey: 'order',
  },
  orderUnread: {
    method: 'GET',
    path: `${orderPath}/unreadOrders`,
    access: ordersAccess('read'),
    replyKey: 'unreadOrders',
  },
  // A CSV file: no reply key.
  orderExport: { method: 'GET', path: `${orderPath}/export`, access: ordersAccess('read') },
  orderCreate: {
    method: 'POST',
    created: true,
    path: orderPath,
    access: checkoutAccess('create'),
    replyKey: 'order',
  },
  orderUpdate: {
    method: 'PUT',
    path: `${orderPath}/:id`,
    access: ordersAccess('update'),
    replyKey: 'order',
  },
  orderFulfil: {
    method: 'POST',
    path: `${orderPath}/fulfil/:id`,
    access: ordersAccess('update'),
    replyKey: 'order',
  },
  // Asks M-Pesa about the order's waiting payment: a checkout read.
  orderPaymentStatus: {
    method: 'POST',
    path: `${orderPath}/:id/payment-status`,
    access: checkoutAccess('read'),
    replyKey: 'order',
  },
  orderRetryPayment: {
    method: 'PUT',
    path: `${orderPath}/:id/retry-payment`,
    access: checkoutAccess('update'),
    replyKey: 'order',
  },
  orderRefund: {
    method: 'POST',
    path: `${orderPath}/:id/refund`,
    access: ordersAccess('update'),
    replyKey: 'order',
  },
  orderStatus: {
    method: 'PUT',
    path: `${orderPath}/status/:id`,
    access: ordersAccess('update'),
    replyKey: 'order',
  },
  orderDelete: {
    method: 'DELETE',
    path: `${orderPath}/:id`,
    replyKey: 'order',
    access: ordersAccess('delete'),
  },
  orderReceiptEmail: {
    method: 'POST',
    path: `${orderPath}/:id/receipt-email`,
    access: ordersAccess('update'),
    replyKey: 'order',
  },
  // The id is the appointment's: pays its services, in the order that holds them or a new one.
  appointmentRetryPayment: {
    method: 'PUT',
    path: `${orderPath}/retry-appointment-payment/:id`,
    access: checkoutAccess('create'),
    replyKey: 'order',
  },
} as const satisfies Record<string, RouteDeclaration>;

import type { RouteDeclaration } from './declaration';

const cartPath = '/v1/cart';
const orderPath = '/v1/order';

/** The checkout's cart and orders (inventory.md 7, back-office.md 7, docs/areas/orders.md). */
export const ordersRoutes = {
  // The checkout's cart: one per signed-in user and business (docs/areas/orders.md).
  cartGet: { method: 'GET', path: cartPath, replyKey: 'cart' },
  cartUpdate: { method: 'PUT', path: cartPath, replyKey: 'cart' },
  cartEmpty: {
    method: 'DELETE',
    path: cartPath,
    replyKey: 'cart',
    access: { module: 'sales.Checkout', action: 'delete' },
  },
  cartEntryAdd: { method: 'POST', path: `${cartPath}/entry`, replyKey: 'cart' },
  cartEntryUpdate: { method: 'PUT', path: `${cartPath}/entry/:id`, replyKey: 'cart' },
  cartEntryRemove: {
    method: 'DELETE',
    path: `${cartPath}/entry/:id`,
    replyKey: 'cart',
    access: { module: 'sales.Checkout', action: 'delete' },
  },

  // Orders (inventory.md 7, back-office.md 7). `POST /v1/order` pays the cart.
  orderList: { method: 'GET', path: orderPath, replyKey: 'orderPage' },
  orderGet: { method: 'GET', path: `${orderPath}/:id`, replyKey: 'order' },
  orderUnread: { method: 'GET', path: `${orderPath}/unreadOrders`, replyKey: 'unreadOrders' },
  orderExport: { method: 'GET', path: `${orderPath}/export` },
  orderCreate: { method: 'POST', path: orderPath, replyKey: 'order' },
  orderUpdate: { method: 'PUT', path: `${orderPath}/:id`, replyKey: 'order' },
  orderFulfil: { method: 'POST', path: `${orderPath}/fulfil/:id`, replyKey: 'order' },
  orderPaymentStatus: {
    method: 'POST',
    path: `${orderPath}/:id/payment-status`,
    replyKey: 'order',
  },
  orderRetryPayment: { method: 'PUT', path: `${orderPath}/:id/retry-payment`, replyKey: 'order' },
  orderRefund: { method: 'POST', path: `${orderPath}/:id/refund`, replyKey: 'order' },
  orderStatus: { method: 'PUT', path: `${orderPath}/status/:id`, replyKey: 'order' },
  orderDelete: {
    method: 'DELETE',
    path: `${orderPath}/:id`,
    replyKey: 'order',
    access: { module: 'products.Orders', action: 'delete' },
  },
  orderReceiptEmail: { method: 'POST', path: `${orderPath}/:id/receipt-email`, replyKey: 'order' },
  // The id is the appointment's: pays its services, in the order that holds them or a new one.
  appointmentRetryPayment: {
    method: 'PUT',
    path: `${orderPath}/retry-appointment-payment/:id`,
    replyKey: 'order',
  },
} as const satisfies Record<string, RouteDeclaration>;

import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';

const cartPath = '/v1/cart';
const orderPath = '/v1/order';

/** The cart and every payment call (docs/areas/orders.md). */
const checkout = moduleRoutes('sales.Checkout');
/** The order calls after payment (docs/areas/orders.md, Orders). */
const orders = moduleRoutes('products.Orders');

/** The checkout's cart and orders (inventory.md 7, back-office.md 7, docs/areas/orders.md). */
export const ordersRoutes = {
  // The checkout's cart: one per signed-in user and business (docs/areas/orders.md).
  cartGet: checkout.read(cartPath, 'cart'),
  cartUpdate: checkout.update(cartPath, 'cart'),
  cartEmpty: checkout.remove(cartPath, 'cart'),
  // Adding an entry answers 200: the cart is not a new record.
  cartEntryAdd: checkout.call('POST', 'create', `${cartPath}/entry`, 'cart'),
  cartEntryUpdate: checkout.update(`${cartPath}/entry/:id`, 'cart'),
  cartEntryRemove: checkout.remove(`${cartPath}/entry/:id`, 'cart'),

  // Orders (inventory.md 7, back-office.md 7). `POST /v1/order` pays the cart.
  orderList: orders.read(orderPath, 'orderPage'),
  orderGet: orders.read(`${orderPath}/:id`, 'order'),
  orderUnread: orders.read(`${orderPath}/unreadOrders`, 'unreadOrders'),
  // A CSV file: no reply key.
  orderExport: { method: 'GET', path: `${orderPath}/export`, access: orders.access('read') },
  orderCreate: checkout.create(orderPath, 'order'),
  orderUpdate: orders.update(`${orderPath}/:id`, 'order'),
  orderFulfil: orders.update(`${orderPath}/fulfil/:id`, 'order', 'POST'),
  // Asks M-Pesa about the order's waiting payment: a checkout read.
  orderPaymentStatus: checkout.call('POST', 'read', `${orderPath}/:id/payment-status`, 'order'),
  orderRetryPayment: checkout.update(`${orderPath}/:id/retry-payment`, 'order'),
  orderRefund: orders.update(`${orderPath}/:id/refund`, 'order', 'POST'),
  orderStatus: orders.update(`${orderPath}/status/:id`, 'order'),
  orderDelete: orders.remove(`${orderPath}/:id`, 'order'),
  orderReceiptEmail: orders.update(`${orderPath}/:id/receipt-email`, 'order', 'POST'),
  // The id is the appointment's: pays its services, in the order that holds them or a new one.
  appointmentRetryPayment: checkout.call(
    'PUT',
    'create',
    `${orderPath}/retry-appointment-payment/:id`,
    'order',
  ),
} as const satisfies Record<string, RouteDeclaration>;

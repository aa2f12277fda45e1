import type { Order } from '../dataProvider/orders';

/** Query key of one order; the lists' keys start with ['orders', businessId] too, so one invalidation refreshes both. */
export const orderKey = (businessId: string | null, id: string) => [
  'orders',
  businessId,
  'order',
  id,
];

/** An M-Pesa payment waits for its callback: the order page and /checkout follow the order until it is settled. */
export const pendingMpesa = (order: Order | undefined): boolean =>
  !!order?.payments.some((payment) => payment.method === 'm-pesa' && payment.status === 'pending');

/** Money in minor units, so comparisons of amounts never drift (3 x 33.33 is 99.99). */
export const minorUnits = (amount: number): number => Math.round(amount * 100);

/** What can still be given back: paid less refunded. */
export const refundableAmount = (order: Order): number =>
  (minorUnits(order.payment.amount) - minorUnits(order.refundedAmount)) / 100;

/** Units of a line not yet returned. */
export const returnableUnits = (line: Order['lines'][number]): number =>
  line.quantity - line.refundedQuantity;

/** A typed amount: a number with at most two decimals, else NaN. */
export const parseAmount = (text: string): number =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The order tables' page sizes: the spec's data table choices (back-office.md 9); 5 shown first (inventory.md 2). */
export const ORDER_PAGE_SIZES = [5, 10, 15];

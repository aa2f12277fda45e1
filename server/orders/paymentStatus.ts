import type { OrderPaymentStatus } from '../../registry/orders';
import type { Minor } from '../db/money';

/**
 * An order's money state from its totals: refunds decide once there are any (refunded in full
 * once `refundable` is given back, else partly), otherwise what was paid against what is `due`,
 * its cost and its tips. An order of nothing to pay is paid.
 */
export const paymentStatusOf = (
  due: Minor,
  paid: Minor,
  refunded: Minor,
  refundable: Minor = paid,
): OrderPaymentStatus => {
  if (refunded > 0) return refunded >= refundable ? 'refunded' : 'partially_refunded';
  if (paid >= due) return 'paid';
  return paid === 0 ? 'unpaid' : 'partially_paid';
};

/**
 * What of an order's payments a refund may give back in all (docs/areas/orders.md "Tips"): once
 * the order was paid in full (`settled`), what paid its cost, since its tips are owed to the
 * staff and are not refunded through the order; before, every payment, no tip being owed yet.
 */
export const refundableOf = (cost: Minor, paid: Minor, settled: boolean): Minor =>
  settled ? Math.min(paid, cost) : paid;

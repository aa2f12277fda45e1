import type { OrderPaymentStatus } from '../../registry/orders';
import type { Minor } from '../db/money';

/**
 * An order's money state from its totals: refunds decide once there are any (refunded in full or
 * not), otherwise what was paid against the cost. An order of nothing to pay is paid.
 */
export const paymentStatusOf = (cost: Minor, paid: Minor, refunded: Minor): OrderPaymentStatus => {
  if (refunded > 0) return refunded >= paid ? 'refunded' : 'partially_refunded';
  if (paid >= cost) return 'paid';
  return paid === 0 ? 'unpaid' : 'partially_paid';
};

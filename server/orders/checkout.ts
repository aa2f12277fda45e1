import { eq } from 'drizzle-orm';
import { lockBusinessRow, businessRowsMatching } from '../db/businessRows';
import type { InferType } from 'yup';
import { mapAmounts } from '../../registry/orderAmounts';
import type { Database } from '../db/database';
import { businesses, orderPayments, orders } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { businessTimeZone } from '../tenancy/zonedTime';
import type { PendingPaymentQuery } from '../payments';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import { emptyCart } from './cartChanges';
import { cartEntryRows, ensureCart, priceEntries } from './cartStore';
import type { orderCreateSchema, PaymentBody } from './checkoutInput';
import { createOrder, type SaleLine } from './checkoutOrder';
import { sharesOrSole } from './lineStaff';
import { checkPayments, insertPayments } from './orderPayments';
import { loadOrder } from './documents';
import { toMinor } from '../db/money';
import { addPaidAmount } from './settle';
import { owedTips } from './tips';

const V = 'saluni.checkout.validation';

/** The business's currency, which its orders are in. */
export const currencyOf = async (tx: Database, businessId: string) =>
  (
    await tx
      .select({ currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, businessId))
  )[0]?.currency ?? 'KES';

/**
 * One more payment toward an order's balance (locked for the call): the balance is the cost and
 * the tips less what was paid and what a waiting M-Pesa payment will pay, gift vouchers paying
 * at most the cost; a second M-Pesa payment while one waits is 409, as is paying a cancelled or
 * paid order.
 */
export const payTowardOrder = async (
  tx: Database,
  access: Access,
  orderId: string,
  payment: PaymentBody,
) => {
  const order = await lockBusinessRow(tx, orders, access.businessId, orderId);
  if (!order) throw notFound();
  if (order.status === 'cancelled')
    throw new HttpError(409, 'INVALID_STATE', text(`${V}.orderCancelled`));
  const cost = toMinor(order.cost);
  const balance = cost + toMinor(order.tipTotal) - toMinor(order.paidAmount);
  if (balance <= 0) throw new HttpError(409, 'INVALID_STATE', text(`${V}.orderPaid`));
  const lines = await tx
    .select({
      method: orderPayments.method,
      status: orderPayments.status,
      amount: orderPayments.amount,
    })
    .from(orderPayments)
    .where(
      businessRowsMatching(orderPayments, access.businessId, {
        orderId,
        status: ['pending', 'paid'],
      }),
    );
  const sumOf = (picked: typeof lines) =>
    picked.reduce((sum, line) => sum + toMinor(line.amount), 0);
  const waiting = lines.filter((line) => line.status === 'pending');
  const byVoucher = sumOf(lines.filter((line) => line.method === 'voucher'));
  const [checked] = checkPayments(
    [payment],
    { due: balance - sumOf(waiting), voucherRoom: cost - byVoucher },
    order.currency,
    waiting.length > 0,
    'payment',
  );
  await insertPayments(tx, access.businessId, orderId, access.user.id, [checked!], 'payment');
  if (checked!.status === 'paid')
    await addPaidAmount(tx, access.businessId, orderId, checked!.amount);
};

/**
 * `POST /v1/order`: the user's cart becomes an order, paid by `payments`, and the cart is emptied.
 * The order is the caller's: a `userId` the body names is never read.
 */
export const checkoutCart = async (
  db: Database,
  access: Access,
  body: InferType<typeof orderCreateSchema>,
) => {
  const timeZone = await businessTimeZone(db, access.businessId);
  const orderId = await db.transaction(async (tx) => {
    const cart = await ensureCart(tx, access.businessId, access.user.id, true);
    if (!cart.clientId)
      throw validationFailed({ clientId: text('saluni.spec.validation.clientRequired') });
    const rows = await cartEntryRows(tx, access.businessId, cart.id);
    if (rows.length === 0) throw validationFailed({ entries: text(`${V}.cartEmpty`) });
    const lines = (await priceEntries(tx, access.businessId, timeZone, cart, rows)).map(
      ({ row, pricing, gross }): SaleLine => {
        if ('problem' in pricing)
          throw validationFailed({ [pricing.problem.field]: pricing.problem.message });
        const discount = toMinor(row.discount);
        if (discount > gross) throw validationFailed({ discount: text(`${V}.discountAboveLine`) });
        return {
          priced: pricing.priced,
          quantity: row.quantity,
          discount,
          staff: sharesOrSole(row.staffShares, row.employeeId),
        };
      },
    );
    const created = await createOrder(tx, {
      businessId: access.businessId,
      userId: access.user.id,
      clientId: cart.clientId,
      currency: await currencyOf(tx, access.businessId),
      lines,
      amounts: mapAmounts(cart, toMinor),
      tips: owedTips(cart.tips),
      payments: body.payments ?? [],
      paymentsField: 'payments',
      // The checkout asks for the buyer, so an order that needs one is refused without.
      buyer: body.buyer ?? {},
    });
    await emptyCart(tx, access.businessId, cart.id);
    return created;
  });
  return loadOrder(db, access.businessId, orderId);
};

/** `PUT /v1/order/{id}/retry-payment`: one more payment toward the order's balance. */
export const retryOrderPayment = async (
  db: Database,
  access: Access,
  orderId: string,
  payment: PaymentBody,
) => {
  if (!isUuid(orderId)) throw notFound();
  await db.transaction((tx) => payTowardOrder(tx, access, orderId, payment));
  return loadOrder(db, access.businessId, orderId);
};

/** `POST /v1/order/{id}/payment-status`: asks M-Pesa about the order's waiting payment. */
export const refreshPaymentStatus = async (
  db: Database,
  queryPending: PendingPaymentQuery,
  businessId: string,
  orderId: string,
) => {
  if (!isUuid(orderId) || !(await loadOrder(db, businessId, orderId))) throw notFound();
  await queryPending({ businessId, transactionRef: orderId });
  return loadOrder(db, businessId, orderId);
};

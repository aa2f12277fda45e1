import { desc } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { PaymentMethod } from '../../registry/orders';
import type { Database } from '../db/database';
import { refuseClosedPeriod } from '../cash-up';
import { orderPayments } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { minorToNumber, minorToNumeric, toMinor, type Minor } from '../db/money';
import { giveBackToVoucher, spendVoucher } from '../offerings';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { PaymentBody } from './checkoutInput';
import { paymentMoney } from './documents';

const V = 'saluni.checkout.validation';

/**
 * A payment as it is recorded: cash, card and a gift voucher are paid at once, M-Pesa waits for
 * its callback.
 */
export interface CheckedPayment {
  method: PaymentMethod;
  amount: Minor;
  status: 'paid' | 'pending';
  tendered: Minor | null;
  change: Minor | null;
  reference: string | null;
  /** The gift voucher's code, for a voucher payment. */
  code: string | null;
}

/** The checks of one method's payment that need no database; 422 on `field`. */
const checkMethod = (payment: PaymentBody, amount: Minor, currency: string, field: string) => {
  const method = payment.method as PaymentMethod;
  if (method === 'm-pesa') {
    if (currency !== 'KES')
      throw validationFailed({ [field]: text('saluni.payments.validation.kesOnly') });
    if (amount % 100 !== 0)
      throw validationFailed({ [field]: text('saluni.payments.validation.wholeShillings') });
  }
  const code = payment.code?.trim() || null;
  if (method === 'voucher' && !code)
    throw validationFailed({ [field]: text(`${V}.voucherCodeRequired`) });
  if (method !== 'voucher' && payment.code !== undefined)
    throw validationFailed({ [field]: text(`${V}.codeOnlyForVoucher`) });
  return { method, code };
};

/**
 * What payments may pay: `due` in all, of which gift vouchers at most `voucherRoom`, what is
 * left of the cost (a tip is money for the staff, which a voucher's balance is not:
 * docs/areas/orders.md "Tips").
 */
export interface PaymentRoom {
  due: Minor;
  voucherRoom: Minor;
}

/**
 * Payments toward `room.due` (422 on `field` otherwise): together no more than is due, gift
 * vouchers no more than their room; cash tendered at least its amount (the rest is change);
 * M-Pesa in whole shillings, KES businesses only, one at a time (409 when one is already
 * waiting); a gift voucher with its code (its balance is checked when it is spent, under its
 * lock).
 */
export const checkPayments = (
  payments: PaymentBody[],
  { due, voucherRoom }: PaymentRoom,
  currency: string,
  mpesaWaiting: boolean,
  field: string,
): CheckedPayment[] => {
  const checked = payments.map((payment): CheckedPayment => {
    const amount = toMinor(payment.amount);
    const { method, code } = checkMethod(payment, amount, currency, field);
    const tendered =
      method === 'cash' && payment.tendered !== undefined ? toMinor(payment.tendered) : null;
    if (tendered !== null && tendered < amount)
      throw validationFailed({ [field]: text(`${V}.tenderedBelowAmount`) });
    return {
      method,
      amount,
      status: method === 'm-pesa' ? 'pending' : 'paid',
      tendered,
      change: tendered === null ? null : tendered - amount,
      reference: method === 'voucher' ? null : payment.reference?.trim() || null,
      code,
    };
  });
  const mpesa = checked.filter((payment) => payment.method === 'm-pesa').length;
  if (mpesaWaiting && mpesa > 0)
    throw new HttpError(409, 'INVALID_STATE', text(`${V}.mpesaWaiting`));
  if (mpesa > 1) throw validationFailed({ [field]: text(`${V}.oneMpesa`) });
  const total = checked.reduce((sum, payment) => sum + payment.amount, 0);
  if (total > due)
    throw validationFailed({
      [field]: text(`${V}.paymentsAboveDue`, { amount: minorToNumber(due).toFixed(2) }),
    });
  const byVoucher = checked
    .filter((payment) => payment.method === 'voucher')
    .reduce((sum, payment) => sum + payment.amount, 0);
  if (byVoucher > Math.max(0, voucherRoom))
    throw validationFailed({
      [field]: text(`${V}.voucherNotForTips`, {
        amount: minorToNumber(Math.max(0, voucherRoom)).toFixed(2),
      }),
    });
  return checked;
};

/**
 * Records the payments of an order in the caller's transaction. A gift voucher's payment spends
 * its balance first; a voucher that cannot pay is a 422 on `field` and the transaction writes
 * nothing.
 */
export const insertPayments = async (
  tx: Database,
  businessId: string,
  orderId: string,
  userId: string | null,
  payments: CheckedPayment[],
  field: string,
) => {
  if (payments.length === 0) return;
  await refuseClosedPeriod(tx, businessId);
  const rows = [];
  for (const payment of payments) {
    const voucher = payment.code
      ? await spendVoucher(tx, businessId, payment.code, payment.amount, field)
      : null;
    rows.push({
      businessId,
      id: uuidv7(),
      orderId,
      method: payment.method,
      ...paymentMoney(payment, minorToNumeric),
      status: payment.status,
      reference: voucher?.reference ?? payment.reference,
      clientVoucherId: voucher?.clientVoucherId ?? null,
      createdBy: userId,
    });
  }
  await tx.insert(orderPayments).values(rows);
};

/**
 * A refund to the gift vouchers that paid the order (method `voucher`): `amount` goes back to
 * them, the newest payment first, each at most what it paid less what was given back before;
 * more than the vouchers paid is a 422 on `amount`. A payment given back in full gives its
 * voucher its use back too.
 */
export const returnToVouchers = async (
  tx: Database,
  businessId: string,
  orderId: string,
  amount: Minor,
) => {
  const paidByVoucher = await tx
    .select()
    .from(orderPayments)
    .where(
      businessRowsMatching(orderPayments, businessId, {
        orderId,
        method: 'voucher',
        status: 'paid',
      }),
    )
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .for('update');
  const returnable = (row: (typeof paidByVoucher)[number]) =>
    toMinor(row.amount) - toMinor(row.returnedToVoucher);
  const total = paidByVoucher.reduce((sum, row) => sum + returnable(row), 0);
  if (amount > total)
    throw validationFailed({
      amount: text('saluni.orders.refund.aboveVoucherPaid', {
        amount: minorToNumber(total).toFixed(2),
      }),
    });
  let left = amount;
  for (const row of paidByVoucher) {
    const given = Math.min(left, returnable(row));
    if (given === 0 || !row.clientVoucherId) continue;
    left -= given;
    await tx
      .update(orderPayments)
      .set({
        returnedToVoucher: minorToNumeric(toMinor(row.returnedToVoucher) + given),
        updatedAt: new Date(),
      })
      .where(businessRow(orderPayments, businessId, row.id));
    await giveBackToVoucher(tx, businessId, row.clientVoucherId, given, given === returnable(row));
  }
};

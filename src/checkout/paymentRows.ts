import type { Country } from '../../registry';
import { isValidPhone } from '../../registry/phone';
import type { PaymentInput, PaymentMethod } from '../dataProvider/orders';
import { minorUnits, parseAmount } from '../orders/orderState';
import { mpesaPhoneRequired } from '../shared/mpesaPhone';

/** One payment being entered on /checkout: amounts as typed, the method's own field beside. */
export interface PaymentRow {
  key: number;
  method: PaymentMethod;
  amount: string;
  /** Cash handed over (optional): more than the amount gives change. */
  tendered: string;
  /** Card slip number (optional). */
  reference: string;
  /** The M-Pesa number the payment request goes to. */
  phone: string;
}

export type RowErrors = Partial<Record<'amount' | 'tendered' | 'phone', string>>;

/** A typed amount in minor units, so the rows add up without float drift (3 x 33.33 is 99.99); null when it is not an amount. */
const amountOf = (text: string): number | null => {
  const amount = parseAmount(text);
  return Number.isNaN(amount) ? null : minorUnits(amount);
};

export const newRow = (key: number, method: PaymentMethod, amount: number): PaymentRow => ({
  key,
  method,
  amount: amount > 0 ? String(amount) : '',
  tendered: '',
  reference: '',
  phone: '',
});

/** What is left to pay after the rows (negative when they add up to more than the total). */
export const balanceLeft = (rows: PaymentRow[], total: number): number =>
  (minorUnits(total) - rows.reduce((sum, row) => sum + (amountOf(row.amount) ?? 0), 0)) / 100;

/** The change due on a cash row whose tendered amount is more than its amount. */
export const changeDue = (row: PaymentRow): number | null => {
  const amount = amountOf(row.amount);
  const tendered = amountOf(row.tendered);
  return row.method === 'cash' && amount !== null && tendered !== null && tendered > amount ? (tendered - amount) / 100 : null;
};

/** Why a row cannot be sent, field by field (text keys); none when it can. */
export const rowErrors = (row: PaymentRow, country: Country): RowErrors => {
  const errors: RowErrors = {};
  const amount = amountOf(row.amount);
  if (amount === null || amount <= 0) errors.amount = 'saluni.checkout.payment.amountInvalid';
  // M-Pesa takes whole shillings (docs/areas/orders.md).
  else if (row.method === 'm-pesa' && amount % 100 !== 0) errors.amount = 'saluni.checkout.payment.wholeShillings';
  if (row.method === 'cash' && row.tendered.trim()) {
    const tendered = amountOf(row.tendered);
    if (tendered === null || (amount !== null && tendered < amount)) errors.tendered = 'saluni.checkout.payment.tenderedTooLow';
  }
  if (row.method === 'm-pesa') {
    const phoneError = mpesaPhoneRequired(row.phone) ?? (isValidPhone(row.phone, country) ? null : 'saluni.spec.validation.phoneValid');
    if (phoneError) errors.phone = phoneError;
  }
  return errors;
};

/** The payments `POST /v1/order` takes, from rows that passed `rowErrors`. */
export const paymentsOf = (rows: PaymentRow[]): PaymentInput[] =>
  rows.map((row) => {
    const amount = parseAmount(row.amount);
    if (row.method === 'cash') return { method: 'cash', amount, ...(row.tendered.trim() && { tendered: parseAmount(row.tendered) }) };
    if (row.method === 'card') return { method: 'card', amount, ...(row.reference.trim() && { reference: row.reference.trim() }) };
    return { method: 'm-pesa', amount, phone: row.phone.trim() };
  });

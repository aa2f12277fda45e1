import type { Country } from '../../registry';
import { isValidPhone } from '../../registry/phone';
import type { PaymentInput, PaymentMethod } from '../dataProvider/orders';
import { minorUnits, parseAmount } from './orderState';
import '../shared/specScreensTexts';

/** One payment being entered (on /checkout, or Pay Balance on the order page): amounts as typed, the method's own field beside. */
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
  /** A gift voucher's code, as typed. */
  code: string;
  /** What the server said of `code` when it was checked; null until then (or once it changes). */
  voucher: VoucherCheck | null;
}

/** A checked gift voucher code: its name and balance, or the server's reason in the reader's language. */
export type VoucherCheck =
  { valid: true; name: string; balance: number } | { valid: false; message: string };

/** Why a row cannot be sent, field by field: text keys. */
export type RowErrors = Partial<Record<'amount' | 'tendered' | 'phone' | 'code', string>>;

/**
 * The texts of a gift voucher row, the same on every screen: their own catalogue
 * (`voucherTexts.ts`) comes with the voucher field, whichever chunk draws it.
 */
export const VOUCHER_TEXTS = {
  code: 'saluni.orders.voucher.code',
  check: 'saluni.orders.voucher.check',
  /** Takes %{name} and %{amount}. */
  found: 'saluni.orders.voucher.found',
  codeRequired: 'saluni.orders.voucher.codeRequired',
  checkFirst: 'saluni.orders.voucher.checkFirst',
  /** The server's message is shown in its place. */
  refused: 'saluni.orders.voucher.refused',
  /** Takes %{amount}: the voucher's balance. */
  overBalance: 'saluni.orders.voucher.overBalance',
} as const;

/**
 * The text keys a payment row is labelled and judged with: the checkout's, or Pay Balance's on the
 * order page, whose chunk loads the order screens' texts and not the checkout's.
 */
export interface PaymentRowTexts {
  methodLabel: string;
  /** Where the methods' names are: `<methodNames>.cash` and so on. */
  methodNames: string;
  amount: string;
  tendered: string;
  /** Takes %{amount}: the change. */
  changeDue: string;
  reference: string;
  phone: string;
  /** Takes %{amount}: the row's `maxAmount`, when it has one. */
  amountInvalid: string;
  wholeShillings: string;
  tenderedTooLow: string;
  phoneRequired: string;
  phoneValid: string;
}

export const CHECKOUT_PAYMENT_TEXTS: PaymentRowTexts = {
  methodLabel: 'saluni.checkout.payment.methodLabel',
  methodNames: 'saluni.checkout.payment.method',
  amount: 'saluni.checkout.payment.amount',
  tendered: 'saluni.checkout.payment.tendered',
  changeDue: 'saluni.checkout.payment.changeDue',
  reference: 'saluni.checkout.payment.reference',
  phone: 'saluni.spec.payment.mpesa',
  amountInvalid: 'saluni.checkout.payment.amountInvalid',
  wholeShillings: 'saluni.checkout.payment.wholeShillings',
  // The M-Pesa phone's texts are the spec's (back-office.md 5), as in the SMS bundle payment (src/shared/mpesaPhone.ts).
  phoneRequired: 'saluni.spec.validation.phoneRequired',
  phoneValid: 'saluni.spec.validation.phoneValid',
  tenderedTooLow: 'saluni.checkout.payment.tenderedTooLow',
};

/** How a screen's row is judged and worded; the checkout's texts and no limit unless given. */
export interface RowRules {
  texts?: PaymentRowTexts;
  /** The most the row may take (Pay Balance: the balance due). */
  maxAmount?: number;
}

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
  code: '',
  voucher: null,
});

/** What is left to pay after the rows (negative when they add up to more than the total). */
export const balanceLeft = (rows: PaymentRow[], total: number): number =>
  (minorUnits(total) - rows.reduce((sum, row) => sum + (amountOf(row.amount) ?? 0), 0)) / 100;

/** The change due on a cash row whose tendered amount is more than its amount. */
export const changeDue = (row: PaymentRow): number | null => {
  const amount = amountOf(row.amount);
  const tendered = amountOf(row.tendered);
  return row.method === 'cash' && amount !== null && tendered !== null && tendered > amount
    ? (tendered - amount) / 100
    : null;
};

/** Why a row cannot be sent, field by field; none when it can. The phone is judged by the business country's rules. */
export const rowErrors = (
  row: PaymentRow,
  country: Country,
  { texts = CHECKOUT_PAYMENT_TEXTS, maxAmount }: RowRules = {},
): RowErrors => {
  const errors: RowErrors = {};
  const amount = amountOf(row.amount);
  if (amount === null || amount <= 0 || (maxAmount !== undefined && amount > minorUnits(maxAmount)))
    errors.amount = texts.amountInvalid;
  // M-Pesa takes whole shillings (docs/areas/orders.md).
  else if (row.method === 'm-pesa' && amount % 100 !== 0) errors.amount = texts.wholeShillings;
  if (row.method === 'cash' && row.tendered.trim()) {
    const tendered = amountOf(row.tendered);
    if (tendered === null || (amount !== null && tendered < amount))
      errors.tendered = texts.tenderedTooLow;
  }
  if (row.method === 'm-pesa') {
    if (!row.phone.trim()) errors.phone = texts.phoneRequired;
    else if (!isValidPhone(row.phone, country)) errors.phone = texts.phoneValid;
  }
  if (row.method === 'voucher') Object.assign(errors, voucherErrors(row, amount, errors));
  return errors;
};

/** A voucher row needs a code the server accepted, and takes at most the voucher's balance. */
const voucherErrors = (row: PaymentRow, amount: number | null, errors: RowErrors): RowErrors => {
  if (!row.code.trim()) return { code: VOUCHER_TEXTS.codeRequired };
  if (!row.voucher) return { code: VOUCHER_TEXTS.checkFirst };
  if (!row.voucher.valid) return { code: VOUCHER_TEXTS.refused };
  return !errors.amount && amount !== null && amount > minorUnits(row.voucher.balance)
    ? { amount: VOUCHER_TEXTS.overBalance }
    : {};
};

/** What a checked voucher pays by default: its balance, or what is left to pay when that is less. */
export const voucherAmount = (balance: number, leftToPay: number): string => {
  const amount = Math.min(minorUnits(balance), Math.max(minorUnits(leftToPay), 0)) / 100;
  return amount > 0 ? String(amount) : '';
};

/** The payment a row that passed `rowErrors` stands for. */
export const paymentOf = (row: PaymentRow): PaymentInput => {
  const amount = parseAmount(row.amount);
  if (row.method === 'cash')
    return {
      method: 'cash',
      amount,
      ...(row.tendered.trim() && { tendered: parseAmount(row.tendered) }),
    };
  if (row.method === 'card')
    return {
      method: 'card',
      amount,
      ...(row.reference.trim() && { reference: row.reference.trim() }),
    };
  if (row.method === 'voucher') return { method: 'voucher', amount, code: row.code.trim() };
  return { method: 'm-pesa', amount, phone: row.phone.trim() };
};

/** The payments `POST /v1/order` takes, from rows that passed `rowErrors`. */
export const paymentsOf = (rows: PaymentRow[]): PaymentInput[] => rows.map(paymentOf);

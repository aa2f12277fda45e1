import type { ModuleName } from './modules';

/**
 * The amounts a cart and an order carry beside their lines (docs/architecture.md, "Add an amount
 * to the order"). Each is a money column of `carts` and `orders`, a field of `PUT /v1/cart`, a
 * line of the cart's, the order's and the receipt's totals and a sum of the sales report; the
 * server, the web app and the report read this list, so an amount is declared here once.
 */
export interface OrderAmountDeclaration {
  /** The field of the cart, the order and `PUT /v1/cart`, the column, and the texts' key. */
  key: string;
  /** +1 adds to what the client owes; -1 takes off it, never more than the subtotal. */
  sign: 1 | -1;
  /** The sales report's total it is summed into, and that line's text key. */
  reportKey: string;
  /** A non-zero amount needs this module's `create` (`sales.Checkout` for anyone at the till). */
  module: ModuleName;
}

export const ORDER_AMOUNTS = [
  { key: 'discount', sign: -1, reportKey: 'discounts', module: 'sales.Discounts' },
] as const satisfies readonly OrderAmountDeclaration[];

export type OrderAmount = (typeof ORDER_AMOUNTS)[number];
export type OrderAmountKey = OrderAmount['key'];
export type OrderAmountReportKey = OrderAmount['reportKey'];

/** Each amount of a cart or an order: money on the wire, minor units or column text on the server. */
export type OrderAmounts<Value = number> = Record<OrderAmountKey, Value>;

/** The amounts of a row, a body or a document, each converted (to minor units, to the wire...). */
export const mapAmounts = <From, To>(
  amounts: OrderAmounts<From>,
  convert: (value: From) => To,
): OrderAmounts<To> =>
  Object.fromEntries(
    ORDER_AMOUNTS.map(({ key }) => [key, convert(amounts[key])]),
  ) as OrderAmounts<To>;

/** Every amount at the same value: none on an appointment's payment, all cleared by emptying a cart. */
export const sameAmounts = <Value>(value: Value): OrderAmounts<Value> =>
  Object.fromEntries(ORDER_AMOUNTS.map(({ key }) => [key, value])) as OrderAmounts<Value>;

/** Every sales-report total of the amounts at the same value. */
export const sameReportAmounts = <Value>(value: Value): Record<OrderAmountReportKey, Value> =>
  Object.fromEntries(ORDER_AMOUNTS.map(({ reportKey }) => [reportKey, value])) as Record<
    OrderAmountReportKey,
    Value
  >;

/** A line's total in minor units: quantity x unit price less the line's discount, never below 0. */
export const lineTotal = (unitPrice: number, quantity: number, discount: number): number =>
  Math.max(0, unitPrice * quantity - discount);

export interface OrderTotals {
  /** Sum of the line totals. */
  subtotal: number;
  amounts: OrderAmounts;
  /** What the client owes: the subtotal with each amount added or taken off, never below 0. */
  total: number;
}

/**
 * The one sum of a cart, an order, its receipt and the sales report, in minor units (integers,
 * so 3 x 33.33 is 99.99).
 */
export const orderTotals = (lineTotals: readonly number[], amounts: OrderAmounts): OrderTotals => {
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  const owed = ORDER_AMOUNTS.reduce(
    (sum, amount) => sum + amount.sign * amounts[amount.key],
    subtotal,
  );
  return { subtotal, amounts, total: Math.max(0, owed) };
};

/** The first amount taken off that exceeds the subtotal (each is refused on its own field). */
export const amountAboveSubtotal = ({ subtotal, amounts }: OrderTotals): OrderAmount | undefined =>
  ORDER_AMOUNTS.find((amount) => amount.sign < 0 && amounts[amount.key] > subtotal);

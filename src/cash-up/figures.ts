import type { MethodFigures } from '../dataProvider/cashUp';

/** What the receptionist typed per method: text, so a half-typed "12." stays as typed. */
export type CountedText = Record<keyof MethodFigures, string>;

const AMOUNT = /^\d{1,12}(\.\d{0,2})?$/;

/** A typed amount as a number, or null when it is not one the server takes (negative, three decimals, words). */
export const amountOf = (typed: string): number | null => {
  const text = typed.trim().replace(',', '.');
  return AMOUNT.test(text) ? Number(text) : null;
};

/**
 * Counted less expected, added up in minor units as the server does, so 0.1 + 0.2 never shows a
 * stray cent; null while the count is not an amount.
 */
export const differenceOf = (typed: string, expected: number): number | null => {
  const counted = amountOf(typed);
  return counted === null ? null : (Math.round(counted * 100) - Math.round(expected * 100)) / 100;
};

/** The counted figures to send, or null while any of them is not an amount. */
export const countedFigures = (typed: CountedText): MethodFigures | null => {
  const cash = amountOf(typed.cash);
  const card = amountOf(typed.card);
  const mpesa = amountOf(typed['m-pesa']);
  return cash === null || card === null || mpesa === null ? null : { cash, card, 'm-pesa': mpesa };
};

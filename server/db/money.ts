/**
 * Order money in integer minor units (cents): the tables hold numeric(14,2), the wire numbers
 * with at most two decimals, and every sum in between is an integer, so 3 x 33.33 is 99.99.
 */
export type Minor = number;

/** A numeric column's text ('33.33') or a wire number with at most two decimals, in minor units. */
export const toMinor = (value: string | number): Minor => Math.round(Number(value) * 100);

/** For a numeric column. */
export const minorToNumeric = (minor: Minor): string => (minor / 100).toFixed(2);

/** For the wire. */
export const minorToNumber = (minor: Minor): number => minor / 100;

/** A numeric column's text as a wire number. */
export const moneyNumber = (value: string | null): number => minorToNumber(toMinor(value ?? 0));

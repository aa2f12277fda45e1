/**
 * Several staff on one line (docs/areas/orders.md "Shared lines"): in Nairobi three or four
 * braiders work one head at once, and each is credited with a share of the line in the sales
 * report and in their pay. A share is a fraction of the line, 0 to 1 with at most 4 decimals (the
 * screens show it as a percent with 2), and a line's shares add up to exactly 1.
 */

/** Most staff credited on one line. */
export const MAX_LINE_STAFF = 6;

/** Shares are kept in ten-thousandths, so they add up exactly. */
export const SHARE_SCALE = 10_000;

/** A staff member credited with a share of a line (a cart entry, an order line or an appointment). */
export interface StaffShare {
  employeeId: string;
  /** 0 to 1, at most 4 decimals; the line's shares add up to 1. */
  share: number;
}

/**
 * `n` equal shares adding up to exactly 1: the ten-thousandths left over go one each to the
 * first staff, so three braiders get 0.3334, 0.3333 and 0.3333.
 */
export const equalShares = (n: number): number[] => {
  if (n <= 0) return [];
  const base = Math.floor(SHARE_SCALE / n);
  const left = SHARE_SCALE - base * n;
  return Array.from({ length: n }, (_, index) => (base + (index < left ? 1 : 0)) / SHARE_SCALE);
};

/**
 * An amount in minor units split evenly among `n` people, the cents left over one each to the
 * first: a tip of 300 shared by three is 100 each, and 100 is 33.34, 33.33, 33.33. (A line's
 * shares are fractions of 4 decimals and split by `splitByShares`; a tip is money people share.)
 */
export const splitEvenly = (amountMinor: number, n: number): number[] => {
  if (n <= 0) return [];
  const base = Math.floor(amountMinor / n);
  const left = amountMinor - base * n;
  return Array.from({ length: n }, (_, index) => base + (index < left ? 1 : 0));
};

/** A share in ten-thousandths, or null when it is not a number of at most 4 decimals in (0, 1]. */
export const shareUnits = (share: number): number | null => {
  const units = Math.round(share * SHARE_SCALE);
  if (!Number.isFinite(share) || Math.abs(units - share * SHARE_SCALE) > 1e-6) return null;
  return units > 0 && units <= SHARE_SCALE ? units : null;
};

/**
 * Each staff member's part of an amount in minor units, adding up to exactly the amount: a
 * share's part is the amount up to the end of its share less the amount up to its start, each
 * rounded half up, so no cent is lost or made however the line is split. The SQL of the reports
 * works the same bounds (`share_from`, `share_to` of `order_line_staff`).
 */
export const splitByShares = (amountMinor: number, shares: readonly number[]): number[] => {
  let fromUnits = 0;
  return shares.map((share) => {
    const toUnits = fromUnits + Math.round(share * SHARE_SCALE);
    const part = partOfShare(amountMinor, fromUnits, toUnits);
    fromUnits = toUnits;
    return part;
  });
};

/** The part of an amount (minor units) from `fromUnits` to `toUnits` ten-thousandths of it. */
export const partOfShare = (amountMinor: number, fromUnits: number, toUnits: number): number =>
  Math.round((amountMinor * toUnits) / SHARE_SCALE) -
  Math.round((amountMinor * fromUnits) / SHARE_SCALE);

import type { ValidationMessage } from '../validation';
import { MONEY_MAX } from '../validation';

/**
 * How often a member pays: a membership's `price` maps some of these to the amount charged per
 * period, e.g. `{ weekly: 1500, monthly: 5000 }` (docs/areas/offerings.md).
 */
export const FREQUENCY_TYPES = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type FrequencyType = (typeof FREQUENCY_TYPES)[number];

/** The unit of a membership's `duration` `{ value, duration_type }`: how long one purchase lasts. */
export const DURATION_TYPES = ['day', 'week', 'month', 'year'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];

export type PriceMap = Partial<Record<FrequencyType, number>>;
export interface MembershipDuration {
  value: number;
  duration_type: DurationType;
}

/** Longest single duration value: ten years in months is the longest sensible term. */
export const MAX_DURATION_VALUE = 120;
/** Pictures one membership may show. */
export const MAX_MEMBERSHIP_IMAGES = 8;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Amounts of the business currency: at least 0, at most two decimals (like the `money` type). */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** What is wrong with a price map, or nothing. */
export const priceMapProblem = (value: unknown): ValidationMessage | undefined => {
  if (!isPlainObject(value)) return 'saluni.offerings.validation.priceMap';
  const entries = Object.entries(value);
  if (!entries.length) return 'saluni.offerings.validation.priceRequired';
  for (const [frequency, amount] of entries) {
    if (!(FREQUENCY_TYPES as readonly string[]).includes(frequency)) {
      return {
        message: 'saluni.offerings.validation.frequency',
        args: { choices: FREQUENCY_TYPES.join(', ') },
      };
    }
    if (!isAmount(amount)) return 'saluni.offerings.validation.priceAmount';
    // A sale stores the amount in a money column: a price it cannot hold could never be sold.
    if (amount > MONEY_MAX) return { message: 'saluni.validation.max', args: { max: MONEY_MAX } };
  }
  return undefined;
};

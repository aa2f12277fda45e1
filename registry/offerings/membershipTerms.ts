import * as yup from 'yup';
import { MONEY_MAX, type ValidationMessage } from '../validation';

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

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Amounts of the business currency: at least 0, at most two decimals (like the `money` type). */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** What is wrong with a price map, or nothing. */
export const priceMapProblem = (value: unknown): ValidationMessage | undefined => {
  if (!isPlainObject(value)) return 'saluni.offerings.validation.priceMap';
  const entries = Object.entries(value);
  if (!entries.length) return 'saluni.offerings.validation.priceRequired';
  for (const [frequency, amount] of entries) {
    if (!(FREQUENCY_TYPES as readonly string[]).includes(frequency)) {
      return { message: 'saluni.offerings.validation.frequency', args: { choices: FREQUENCY_TYPES.join(', ') } };
    }
    if (!isAmount(amount)) return 'saluni.offerings.validation.priceAmount';
    // A sale stores the amount in a money column: a price it cannot hold could never be sold.
    if (amount > MONEY_MAX) return { message: 'saluni.validation.max', args: { max: MONEY_MAX } };
  }
  return undefined;
};

export const priceMapSchema = () =>
  yup.mixed<PriceMap>().test('price-map', 'saluni.offerings.validation.priceMap', function check(value) {
    // Missing is the required rule's business.
    if (value === undefined || value === null) return true;
    const problem = priceMapProblem(value);
    return problem === undefined ? true : this.createError({ message: problem });
  });

export const durationSchema = () =>
  yup
    .object({
      value: yup
        .number()
        .strict()
        .typeError('saluni.offerings.validation.durationValue')
        .integer('saluni.offerings.validation.durationValue')
        .min(1, 'saluni.offerings.validation.durationValue')
        .max(MAX_DURATION_VALUE, 'saluni.offerings.validation.durationValue')
        .required('saluni.offerings.validation.durationValue'),
      duration_type: yup
        .string()
        .strict()
        .typeError('saluni.offerings.validation.durationType')
        .oneOf(DURATION_TYPES, 'saluni.offerings.validation.durationType')
        .required('saluni.offerings.validation.durationType'),
    })
    .strict()
    .noUnknown('saluni.offerings.validation.duration')
    .typeError('saluni.offerings.validation.duration');

/** Stored pictures `[{ filename }]`, the first one the cover; the server checks ownership. */
export const imagesSchema = () =>
  yup
    .array(
      yup
        .object({
          filename: yup
            .string()
            .strict()
            .typeError('saluni.validation.image.invalid')
            .max(60, 'saluni.validation.image.invalid')
            .required('saluni.validation.image.invalid'),
        })
        .strict()
        .noUnknown('saluni.validation.image.invalid')
        .typeError('saluni.validation.image.invalid')
        .required('saluni.validation.image.invalid'),
    )
    .strict()
    .typeError('saluni.validation.image.invalid')
    .max(MAX_MEMBERSHIP_IMAGES, { message: 'saluni.validation.image.tooMany', args: { n: MAX_MEMBERSHIP_IMAGES } });

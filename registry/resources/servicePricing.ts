import * as yup from 'yup';
import { moneySchema, textSchema } from '../validation';

/** The spec's call duration options in minutes (back-office.md 9); every pricing option uses one. */
export const DURATION_OPTIONS = [10, 20, 30, 40, 60, 90, 120, 150, 180, 240, 300, 360] as const;
export type DurationInMinutes = (typeof DURATION_OPTIONS)[number];

/** Most options a service may have: enough for every length and tier a salon prices. */
export const MAX_PRICING_OPTIONS = 20;

export interface PricingOption {
  /** Optional label, e.g. 'Short hair'. */
  name?: string | null;
  /** In the business currency (KES by default). */
  price: number;
  durationInMinutes: DurationInMinutes;
}

/** One pricing option: the same money rule as registry money fields, a duration from the spec's list. */
const pricingOptionSchema = yup
  .object({
    name: textSchema(120).nullable().optional(),
    price: moneySchema().required('saluni.services.validation.priceRequired').nonNullable('saluni.services.validation.priceRequired'),
    durationInMinutes: yup
      .number()
      .strict()
      .typeError('saluni.spec.validation.durationRequired')
      .oneOf([...DURATION_OPTIONS], 'saluni.services.validation.durationOption')
      .required('saluni.spec.validation.durationRequired')
      .nonNullable('saluni.spec.validation.durationRequired'),
  })
  .noUnknown('saluni.services.validation.pricingOptionUnknownField')
  .strict()
  .typeError('saluni.services.validation.pricingOptionsRequired');

/** `advancedPricing` of a service: one or more pricing options. */
export const advancedPricingSchema = () =>
  yup
    .array(pricingOptionSchema.required('saluni.services.validation.pricingOptionsRequired'))
    .strict()
    .typeError('saluni.services.validation.pricingOptionsRequired')
    .min(1, 'saluni.services.validation.pricingOptionsRequired')
    .max(MAX_PRICING_OPTIONS, { message: 'saluni.services.validation.tooManyPricingOptions', args: { max: MAX_PRICING_OPTIONS } });

export const PRICING_EXAMPLE: PricingOption[] = [
  { name: 'Short hair', price: 1500, durationInMinutes: 30 },
  { name: 'Long hair', price: 2500.5, durationInMinutes: 60 },
];

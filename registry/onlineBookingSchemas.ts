import * as yup from 'yup';
import {
  DEPOSIT_AUDIENCES,
  DEPOSIT_KINDS,
  ONLINE_BOOKING_LIMITS as LIMITS,
  START_INTERVALS,
  slugProblem,
  type DepositRule,
} from './onlineBooking';
import { moneySchema, textSchema } from './validation';

/*
 * The yup schemas of online booking (messages are i18n keys): the settings body of
 * `PUT /v1/online-booking` and a service's `depositRule`, read alike by the server and the forms.
 */

const V = 'saluni.onlineBooking.validation';

const wholeNumber = (key: string, min: number, max: number) =>
  yup
    .number()
    .strict()
    .typeError(`${V}.${key}`)
    .integer(`${V}.${key}`)
    .min(min, `${V}.${key}`)
    .max(max, `${V}.${key}`)
    .required(`${V}.${key}`)
    .nonNullable(`${V}.${key}`);

const yesNo = () =>
  yup
    .boolean()
    .strict()
    .typeError('saluni.validation.mustBeBoolean')
    .required('saluni.validation.mustBeBoolean')
    .nonNullable('saluni.validation.mustBeBoolean');

const policy = () => textSchema(LIMITS.policy).defined(`${V}.policy`).nonNullable(`${V}.policy`);

/** Every setting, each required: the form always sends them all. */
export const onlineBookingSettingsFields = {
  enabled: yesNo(),
  slug: textSchema()
    .required(`${V}.slugRequired`)
    .nonNullable(`${V}.slugRequired`)
    .test('slug', `${V}.slugPattern`, function check(value) {
      const problem = value ? slugProblem(value) : undefined;
      return problem ? this.createError({ message: problem }) : true;
    }),
  leadTimeMinutes: wholeNumber('leadTime', LIMITS.leadTimeMinutes.min, LIMITS.leadTimeMinutes.max),
  horizonDays: wholeNumber('horizon', LIMITS.horizonDays.min, LIMITS.horizonDays.max),
  startIntervalMinutes: yup
    .number()
    .strict()
    .typeError(`${V}.startInterval`)
    .oneOf([...START_INTERVALS], `${V}.startInterval`)
    .required(`${V}.startInterval`)
    .nonNullable(`${V}.startInterval`),
  freeCancellationHours: wholeNumber(
    'freeCancellation',
    LIMITS.freeCancellationHours.min,
    LIMITS.freeCancellationHours.max,
  ),
  policyEn: policy(),
  policySw: policy(),
  // Optional, unlike the others: a caller that predates it keeps the stored value (24 at first).
  linkPaymentHours: yup
    .number()
    .strict()
    .typeError(`${V}.linkPayment`)
    .integer(`${V}.linkPayment`)
    .min(LIMITS.linkPaymentHours.min, `${V}.linkPayment`)
    .max(LIMITS.linkPaymentHours.max, `${V}.linkPayment`)
    .nonNullable(`${V}.linkPayment`),
};

export const onlineBookingSettingsSchema = () => yup.object(onlineBookingSettingsFields);

/** The lowest price of a service's pricing options, or undefined when none is readable. */
export const lowestPriceOf = (pricing: unknown): number | undefined => {
  if (!Array.isArray(pricing)) return undefined;
  const prices = pricing
    .map((option: unknown) => (option as { price?: unknown } | null)?.price)
    .filter((price): price is number => typeof price === 'number');
  return prices.length ? Math.min(...prices) : undefined;
};

/**
 * Whether a fixed deposit fits the price: never above the lowest pricing option, so every
 * option can take it. Undefined price (an update sending the rule alone): the server checks it
 * against the stored options.
 */
export const depositFits = (rule: DepositRule | null | undefined, lowestPrice?: number) =>
  !rule || rule.kind !== 'fixed' || lowestPrice === undefined || rule.amount <= lowestPrice;

/** `depositRule` of a service: null (no deposit) or `{ kind, amount, appliesTo }`. */
export const depositRuleSchema = () =>
  yup
    .object({
      kind: textSchema()
        .oneOf([...DEPOSIT_KINDS], `${V}.depositKind`)
        .required(`${V}.depositKind`),
      amount: moneySchema()
        .required(`${V}.depositAmount`)
        .nonNullable(`${V}.depositAmount`)
        .when('kind', {
          is: 'percent',
          then: (amount) =>
            amount
              .integer(`${V}.depositPercent`)
              .min(1, `${V}.depositPercent`)
              .max(100, `${V}.depositPercent`),
          otherwise: (amount) => amount.moreThan(0, `${V}.depositAmount`),
        }),
      appliesTo: textSchema()
        .oneOf([...DEPOSIT_AUDIENCES], `${V}.depositAudience`)
        .required(`${V}.depositAudience`),
    })
    .noUnknown('saluni.validation.unknownField')
    .strict()
    .typeError(`${V}.depositRule`)
    .test('fits', `${V}.depositAbovePrice`, function fits(value) {
      const parent = this.parent as { advancedPricing?: unknown } | undefined;
      return depositFits(value as DepositRule | null, lowestPriceOf(parent?.advancedPricing));
    });

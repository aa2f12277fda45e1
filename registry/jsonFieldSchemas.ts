import * as yup from 'yup';
import {
  DURATION_TYPES,
  MAX_DURATION_VALUE,
  MAX_MEMBERSHIP_IMAGES,
  priceMapProblem,
  type PriceMap,
} from './offerings/membershipTerms';
import { depositRuleSchema } from './onlineBookingSchemas';
import {
  categoryRatesSchema,
  itemRatesSchema,
  kindRatesSchema,
  tiersSchema,
} from './payPlanSchemas';
import { FORM_LIMITS } from './resources/consultationForm';
import { DURATION_OPTIONS, MAX_PRICING_OPTIONS } from './resources/servicePricing';
import { WEEKDAYS } from './staff/workingHours';
import { moneySchema, textSchema } from './validation';

/*
 * The yup schemas of the declarations' `json` fields (messages are i18n keys: the web form and
 * the server's 422 read the same rules). Kept apart from the declarations, which the web app's
 * shell reads for its menu and routes, so that yup loads only with the forms that validate.
 */

// Memberships (docs/areas/offerings.md).

export const priceMapSchema = () =>
  yup
    .mixed<PriceMap>()
    .test('price-map', 'saluni.offerings.validation.priceMap', function check(value) {
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
    .max(MAX_MEMBERSHIP_IMAGES, {
      message: 'saluni.validation.image.tooMany',
      args: { n: MAX_MEMBERSHIP_IMAGES },
    });

// Employees' working hours (design.md 4).

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const daySchema = yup
  .object({
    day: yup
      .string()
      .strict()
      .oneOf([...WEEKDAYS], 'saluni.staff.workingHours.week')
      .required('saluni.staff.workingHours.week'),
    working: yup
      .boolean()
      .strict()
      .typeError('saluni.staff.workingHours.week')
      .required('saluni.staff.workingHours.week'),
    start: yup
      .string()
      .strict()
      .typeError('saluni.staff.workingHours.time')
      .matches(TIME, 'saluni.staff.workingHours.time')
      .required('saluni.staff.workingHours.time'),
    end: yup
      .string()
      .strict()
      .typeError('saluni.staff.workingHours.time')
      .matches(TIME, 'saluni.staff.workingHours.time')
      .required('saluni.staff.workingHours.time'),
  })
  .noUnknown('saluni.staff.workingHours.week')
  .strict()
  .typeError('saluni.staff.workingHours.week')
  .test(
    'order',
    'saluni.staff.workingHours.order',
    (value) =>
      !value?.working ||
      !TIME.test(value.start) ||
      !TIME.test(value.end) ||
      value.start < value.end,
  );

/** Exactly seven days, Monday to Sunday in order; a working day ends after it starts. */
export const workingHoursSchema = () =>
  yup
    .array(daySchema.required('saluni.staff.workingHours.week'))
    .strict()
    .typeError('saluni.staff.workingHours.week')
    .test(
      'week',
      'saluni.staff.workingHours.week',
      (value) =>
        !value ||
        (value.length === WEEKDAYS.length &&
          value.every((day, index) => day?.day === WEEKDAYS[index])),
    );

// Services' pricing options (back-office.md 9).

/** One pricing option: the same money rule as registry money fields, a duration from the spec's list. */
const pricingOptionSchema = yup
  .object({
    name: textSchema(120).nullable().optional(),
    price: moneySchema()
      .required('saluni.services.validation.priceRequired')
      .nonNullable('saluni.services.validation.priceRequired'),
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
    .max(MAX_PRICING_OPTIONS, {
      message: 'saluni.services.validation.tooManyPricingOptions',
      args: { max: MAX_PRICING_OPTIONS },
    });

// Consultation forms (back-office.md 2 and 7).

/** Text that must hold more than spaces. */
const filledText = (maxLength: number, required: string) =>
  textSchema(maxLength)
    .required(required)
    .test('filled', required, (value) => Boolean(value?.trim()));

/** Messages are i18n keys: the web form and the server's 422 read the same rules. */
export const questionSchema = () =>
  yup
    .object({
      question: filledText(
        FORM_LIMITS.question,
        'saluni.clientRecords.validation.questionRequired',
      ),
      answer: textSchema(FORM_LIMITS.answer).defined('saluni.clientRecords.validation.answerText'),
    })
    .noUnknown('saluni.validation.unknownField')
    .strict();

export const consultationFormContentSchema = () =>
  yup
    .object({
      name: filledText(FORM_LIMITS.name, 'saluni.clientRecords.validation.formNameRequired'),
      questions: yup
        .array(questionSchema().required())
        .strict()
        .typeError('saluni.clientRecords.validation.questionsRequired')
        .required('saluni.clientRecords.validation.questionsRequired')
        .min(1, 'saluni.clientRecords.validation.questionsRequired')
        .max(FORM_LIMITS.questions, {
          message: 'saluni.validation.max',
          args: { max: FORM_LIMITS.questions },
        }),
    })
    .noUnknown('saluni.validation.unknownField')
    .strict()
    .typeError('saluni.validation.invalidValue');

/** The schema of each `json` field, by declaration name and field name; a json field without one accepts any value. */
export const JSON_FIELD_SCHEMAS: Partial<Record<string, Record<string, () => yup.Schema>>> = {
  employee: { workingHours: workingHoursSchema },
  service: { advancedPricing: advancedPricingSchema, depositRule: depositRuleSchema },
  membership: { price: priceMapSchema, duration: durationSchema, images: imagesSchema },
  'consultation-form': { form: consultationFormContentSchema },
  'commission-plan': {
    rates: kindRatesSchema,
    categoryRates: categoryRatesSchema,
    itemRates: itemRatesSchema,
    tiers: tiersSchema,
  },
};

import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import { BUSINESS_REASONS, USAGE_PURPOSES } from '../../registry/stockUsage';
import { dayField, optionalIdField } from '../http/fields';

/**
 * The body of a stock usage (inventory.md 3 and 5), created or edited whole: the dialog sends
 * every field and every line. Messages are catalogue keys the web form shows too.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const V = 'saluni.stockUsage.validation';

const requiredId = (message: string) =>
  textSchema().matches(UUID, 'saluni.validation.mustBeId').required(message).nonNullable(message);

/** At most this many lines in one usage: a salon's usage is a handful of products. */
export const MAX_USAGE_ITEMS = 100;

const itemSchema = yup
  .object({
    itemCode: requiredId(`${V}.productRequired`),
    variantId: optionalIdField().optional(),
    warehouseId: requiredId(`${V}.warehouseRequired`),
    quantity: yup
      .number()
      .strict()
      .typeError(`${V}.quantityMin`)
      .required(`${V}.quantityMin`)
      .nonNullable(`${V}.quantityMin`)
      .integer('saluni.validation.mustBeWholeNumber')
      .min(1, `${V}.quantityMin`)
      .max(1_000_000_000, { message: 'saluni.validation.max', args: { max: 1_000_000_000 } }),
  })
  .noUnknown('saluni.validation.unknownField')
  .strict()
  .typeError(`${V}.itemsRequired`);

export const usageSchema = yup.object({
  businessId: textSchema(),
  /**
   * The spec's key for who records the usage. Accepted so the spec's bodies pass, never read:
   * the usage is always recorded as the signed-in caller's.
   */
  userId: optionalIdField().optional(),
  /** Empty or absent: the next number of the business (SU-000001…). */
  usageNumber: textSchema(50).nullable().optional(),
  purpose: textSchema()
    .required(`${V}.purposeRequired`)
    .nonNullable(`${V}.purposeRequired`)
    .oneOf(USAGE_PURPOSES, {
      message: 'saluni.validation.invalidChoice',
      args: { choices: USAGE_PURPOSES.join(', ') },
    }),
  appointmentId: optionalIdField()
    .optional()
    .when('purpose', {
      is: 'appointment',
      then: (schema) =>
        schema.required(`${V}.appointmentRequired`).nonNullable(`${V}.appointmentRequired`),
    }),
  businessReason: textSchema()
    .nullable()
    .optional()
    .oneOf([...BUSINESS_REASONS, null, undefined], {
      message: 'saluni.validation.invalidChoice',
      args: { choices: BUSINESS_REASONS.join(', ') },
    })
    .when('purpose', {
      is: 'business',
      then: (schema) =>
        schema.required(`${V}.businessReasonRequired`).nonNullable(`${V}.businessReasonRequired`),
    }),
  /** `YYYY-MM-DD`; absent: today in the business's time zone. */
  usageDate: dayField().nullable().optional(),
  notes: textSchema(2000).nullable().optional(),
  items: yup
    .array(itemSchema)
    .strict()
    .typeError(`${V}.itemsRequired`)
    .required(`${V}.itemsRequired`)
    .nonNullable(`${V}.itemsRequired`)
    .min(1, `${V}.itemsRequired`)
    .max(MAX_USAGE_ITEMS, { message: 'saluni.validation.max', args: { max: MAX_USAGE_ITEMS } }),
});

export type UsageBody = yup.InferType<typeof usageSchema>;

/** The body of confirm and cancel: only the business. */
export const statusChangeSchema = yup.object({ businessId: textSchema() });

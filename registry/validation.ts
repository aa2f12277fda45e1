import * as yup from 'yup';
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from './business';
import { EMAIL_PATTERN, isValidPhone } from './phone';
import type { FieldDeclaration, ResourceDeclaration } from './types';

/**
 * A validation message: an i18n key, with arguments where the text has placeholders. The web
 * app's inputs translate it; the server resolves it to English for `error.fields`.
 */
export type ValidationMessage = string | { message: string; args: Record<string, number | string> };

const TYPE_MESSAGES: Record<FieldDeclaration['type'], string> = {
  string: 'saluni.validation.mustBeText',
  text: 'saluni.validation.mustBeText',
  integer: 'saluni.validation.mustBeWholeNumber',
  image: 'saluni.validation.mustBeText',
  email: 'saluni.validation.mustBeText',
  phone: 'saluni.validation.mustBeText',
  choice: 'saluni.validation.mustBeText',
  money: 'saluni.validation.mustBeAmount',
  boolean: 'saluni.validation.mustBeBoolean',
  date: 'saluni.validation.mustBeDate',
  reference: 'saluni.validation.mustBeId',
  references: 'saluni.validation.mustBeIdList',
  json: 'saluni.validation.invalidValue',
};

/**
 * Text that must really be a string (no coercion: a number is refused with 'Must be text'),
 * at most `maxLength` characters when given. Every text input of the API starts here.
 */
export const textSchema = (maxLength?: number) => {
  const text = yup.string().strict().typeError('saluni.validation.mustBeText');
  return maxLength === undefined ? text : text.max(maxLength, { message: 'saluni.validation.tooLong', args: { max: maxLength } });
};

/** One of `choices`, with the choices named in the message. */
export const choiceSchema = (choices: readonly string[]) => {
  const message = { message: 'saluni.validation.invalidChoice', args: { choices: choices.join(', ') } };
  return textSchema().oneOf(choices, message).nonNullable(message);
};

/** The message a field gets for a value of the wrong type. */
export const typeMessageOf = (field: FieldDeclaration): string => TYPE_MESSAGES[field.type];

/** The `country` a schema's caller passes as yup context (`{ country: 'AU' }`); KE when absent or unknown. */
export interface ValidationContext {
  country?: Country;
}

const countryOf = (context: unknown): Country => {
  const country = (context as ValidationContext | undefined)?.country;
  return country && (COUNTRIES as readonly string[]).includes(country) ? country : DEFAULT_COUNTRY;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) =>
  ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const idSchema = (message: string) => yup.string().strict().typeError(message).matches(UUID, message);

/** The largest amount a money column (`numeric(14, 2)`) holds. */
export const MONEY_MAX = 999_999_999_999.99;
/** The largest whole number an `integer` column holds (2^31 - 1). */
export const INTEGER_MAX = 2_147_483_647;

const atMost = (max: number) => ({ message: 'saluni.validation.max', args: { max } });

/** An amount of money: a real number (no coercion from text), at least 0, at most two decimals, within the column. */
export const moneySchema = (typeError = 'saluni.validation.mustBeAmount') =>
  yup
    .number()
    .strict()
    .typeError(typeError)
    .min(0, { message: 'saluni.validation.min', args: { min: 0 } })
    .max(MONEY_MAX, atMost(MONEY_MAX))
    .test(
      'cents',
      'saluni.validation.mustBeAmount',
      (value) => value === undefined || value === null || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    );

/** A whole number (no coercion from text) an `integer` column can hold. */
export const wholeNumberSchema = (typeError = 'saluni.validation.mustBeWholeNumber') =>
  yup
    .number()
    .strict()
    .typeError(typeError)
    .integer(typeError)
    .min(-INTEGER_MAX - 1, { message: 'saluni.validation.min', args: { min: -INTEGER_MAX - 1 } })
    .max(INTEGER_MAX, atMost(INTEGER_MAX));

/** Integers and money: real numbers (no coercion from text), within the declared bounds and the column's. */
const numberSchema = (field: FieldDeclaration, typeError: string) => {
  let number = field.type === 'money' ? moneySchema() : wholeNumberSchema(typeError);
  if (field.min !== undefined) number = number.min(field.min, { message: 'saluni.validation.min', args: { min: field.min } });
  if (field.max !== undefined) number = number.max(field.max, atMost(field.max));
  return number;
};

const fieldSchema = (field: FieldDeclaration): yup.Schema => {
  const typeError = TYPE_MESSAGES[field.type];
  let schema: yup.Schema;
  switch (field.type) {
    case 'integer':
    case 'money':
      schema = numberSchema(field, typeError);
      break;
    case 'boolean':
      schema = yup.boolean().strict().typeError(typeError);
      break;
    case 'email':
      schema = textSchema(field.maxLength ?? 254).matches(EMAIL_PATTERN, {
        message: field.invalid ?? 'saluni.validation.email.valid',
        excludeEmptyString: true,
      });
      break;
    case 'phone':
      // The business's country decides which national numbers count: `validate(…, { context: { country } })`.
      schema = textSchema(40).test(
        'phone',
        field.invalid ?? 'saluni.validation.phone.valid',
        (value, test) => !value || isValidPhone(value, countryOf(test.options.context)),
      );
      break;
    case 'choice': {
      const values = (field.choices ?? []).map((choice) => choice.value);
      const message = field.invalid ?? { message: 'saluni.validation.invalidChoice', args: { choices: values.join(', ') } };
      // '' is "not chosen": the required rule, not this one, speaks for it.
      schema = textSchema().test('choice', message, (value) => !value || values.includes(value));
      break;
    }
    case 'date':
      schema = textSchema().test('date', typeError, (value) => !value || isCalendarDate(value));
      break;
    case 'reference':
      schema = idSchema(typeError);
      break;
    case 'references':
      schema = yup.array(idSchema(typeError).required(typeError)).strict().typeError(typeError);
      break;
    case 'json':
      schema = field.schema ? field.schema() : yup.mixed();
      break;
    default:
      schema = textSchema(field.maxLength);
  }
  return field.required ? schema.required(field.required).nonNullable(field.required) : schema.nullable().optional();
};

/**
 * The yup schema of a resource's editable fields. Image fields are left out: their content is
 * checked by the server's upload step, and the web app holds them as file objects.
 * `fields` narrows the schema to the fields an update actually sends.
 */
export const buildRecordSchema = (resource: ResourceDeclaration, fields?: readonly string[]) => {
  const shape: Record<string, yup.Schema> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type === 'image') continue;
    if (fields && !fields.includes(name)) continue;
    shape[name] = fieldSchema(field);
  }
  return yup.object(shape);
};

/** Flattens a yup error into `{ field: message }`, first message per field. */
export const fieldErrors = (error: yup.ValidationError): Record<string, ValidationMessage> => {
  const result: Record<string, ValidationMessage> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    // `categoryIds[2]` or `price.monthly` is reported on its field.
    const path = (inner.path ?? '').split(/[.[]/)[0]!;
    if (!(path in result)) result[path] = inner.errors[0] as ValidationMessage;
  }
  return result;
};

import * as yup from 'yup';
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from './business';
import { EMAIL_PATTERN, isValidPhone } from './phone';
import { JSON_FIELD_SCHEMAS } from './jsonFieldSchemas';
import type { FieldDeclaration, ResourceDeclaration } from './types';
import {
  atMost,
  dayOutOfRange,
  isCalendarDate,
  isDayInRange,
  moneySchema,
  textSchema,
  wholeNumberSchema,
} from './validation';

/*
 * The yup schema of a declaration's fields. Apart from registry/validation.ts (the schemas the
 * declarations themselves use) because phone validation brings libphonenumber-js's metadata:
 * the web app loads it only with the forms that validate a record.
 */

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

const idSchema = (message: string) =>
  yup.string().strict().typeError(message).matches(UUID, message);

/** Integers and money: real numbers (no coercion from text), within the declared bounds and the column's. */
const numberSchema = (field: FieldDeclaration, typeError: string) => {
  let number = field.type === 'money' ? moneySchema() : wholeNumberSchema(typeError);
  if (field.min !== undefined)
    number = number.min(field.min, { message: 'saluni.validation.min', args: { min: field.min } });
  if (field.max !== undefined) number = number.max(field.max, atMost(field.max));
  return number;
};

const fieldSchema = (
  resource: ResourceDeclaration,
  name: string,
  field: FieldDeclaration,
): yup.Schema => {
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
      const message = field.invalid ?? {
        message: 'saluni.validation.invalidChoice',
        args: { choices: values.join(', ') },
      };
      // '' is "not chosen": the required rule, not this one, speaks for it.
      schema = textSchema().test('choice', message, (value) => !value || values.includes(value));
      break;
    }
    case 'date':
      schema = textSchema()
        .test('date', typeError, (value) => !value || isCalendarDate(value))
        .test(
          'dateRange',
          dayOutOfRange,
          (value) => !value || !isCalendarDate(value) || isDayInRange(value),
        );
      break;
    case 'reference':
      schema = idSchema(typeError);
      break;
    case 'references':
      schema = yup.array(idSchema(typeError).required(typeError)).strict().typeError(typeError);
      break;
    case 'json':
      schema = JSON_FIELD_SCHEMAS[resource.name]?.[name]?.() ?? yup.mixed();
      break;
    default:
      schema = textSchema(field.maxLength);
  }
  if (field.required && field.blank) {
    // Missing or null is `required`; sent but blank (the server trims text first) is `blank`.
    return schema
      .test('blank', field.blank, (value) => typeof value !== 'string' || value.trim() !== '')
      .defined(field.required)
      .nonNullable(field.required);
  }
  return field.required
    ? schema.required(field.required).nonNullable(field.required)
    : schema.nullable().optional();
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
    shape[name] = fieldSchema(resource, name, field);
  }
  return yup.object(shape);
};

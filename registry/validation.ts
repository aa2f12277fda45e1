import * as yup from 'yup';

/**
 * A validation message: an i18n key, with arguments where the text has placeholders. The web
 * app's inputs translate it; the server resolves it to English for `error.fields`.
 */
export type ValidationMessage = string | { message: string; args: Record<string, number | string> };

/**
 * Text that must really be a string (no coercion: a number is refused with 'Must be text'),
 * at most `maxLength` characters when given. Every text input of the API starts here.
 */
export const textSchema = (maxLength?: number) => {
  const text = yup.string().strict().typeError('saluni.validation.mustBeText');
  return maxLength === undefined
    ? text
    : text.max(maxLength, { message: 'saluni.validation.tooLong', args: { max: maxLength } });
};

/** One of `choices`, with the choices named in the message. */
export const choiceSchema = (choices: readonly string[]) => {
  const message = {
    message: 'saluni.validation.invalidChoice',
    args: { choices: choices.join(', ') },
  };
  return textSchema().oneOf(choices, message).nonNullable(message);
};

/**
 * The days every date field takes. A salon's dates (a client's, a sale's, a booking's) fall well
 * inside, and the longest term derived from one (a 120-year membership, a 26-year series) still
 * ends in a four-digit year, which `YYYY-MM-DD`, PostgreSQL and JavaScript dates share: from year
 * 10000 on, `toISOString` writes `+010000-…`, which no date column reads.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2999-12-31';
export const dayOutOfRange = {
  message: 'saluni.validation.dateOutOfRange',
  args: { min: FIRST_DAY, max: LAST_DAY },
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a day of the calendar written `YYYY-MM-DD`: 31 February is not, nor month 13. */
export const isCalendarDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Whether a `YYYY-MM-DD` day lies from FIRST_DAY to LAST_DAY (four-digit years compare as text). */
export const isDayInRange = (day: string) => day >= FIRST_DAY && day <= LAST_DAY;

/** The largest amount a money column (`numeric(14, 2)`) holds. */
export const MONEY_MAX = 999_999_999_999.99;
/** The largest whole number an `integer` column holds (2^31 - 1). */
export const INTEGER_MAX = 2_147_483_647;

/** The message of a number above `max`. */
export const atMost = (max: number) => ({ message: 'saluni.validation.max', args: { max } });

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
      (value) =>
        value === undefined ||
        value === null ||
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
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

import * as yup from 'yup';
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

const fieldSchema = (field: FieldDeclaration): yup.Schema => {
  const typeError = TYPE_MESSAGES[field.type];
  let schema: yup.Schema;
  if (field.type === 'integer') {
    let number = yup.number().strict().typeError(typeError).integer(typeError);
    if (field.min !== undefined) number = number.min(field.min, { message: 'saluni.validation.min', args: { min: field.min } });
    if (field.max !== undefined) number = number.max(field.max, { message: 'saluni.validation.max', args: { max: field.max } });
    schema = number;
  } else {
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
    const path = inner.path ?? '';
    if (!(path in result)) result[path] = inner.errors[0] as ValidationMessage;
  }
  return result;
};

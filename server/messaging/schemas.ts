import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';

const SPEC = 'saluni.spec.validation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** More clients than a business messages at once; a category's members count too. */
export const MAX_RECIPIENTS = 10_000;

/** A required text with the spec's message, also for an empty or blank one. */
const requiredText = (message: string, maxLength: number) =>
  textSchema(maxLength).required(message).nonNullable(message).matches(/\S/, message);

/** `null` or absent means none (docs/areas/conventions.md "Bad input"). */
const idList = () =>
  yup
    .array(
      textSchema()
        .matches(UUID, 'saluni.validation.mustBeIdList')
        .required('saluni.validation.mustBeIdList'),
    )
    .strict()
    .typeError('saluni.validation.mustBeIdList')
    .max(MAX_RECIPIENTS, { message: 'saluni.validation.max', args: { max: MAX_RECIPIENTS } })
    .nullable()
    .optional();

const selection = { businessId: textSchema(), clientIds: idList(), categoryIds: idList() };

/** `POST /v1/client-email`: the spec's payload, `intro` being the body. */
export const emailSchema = yup.object({
  ...selection,
  subject: requiredText(`${SPEC}.subjectRequired`, 200),
  intro: requiredText(`${SPEC}.bodyRequired`, 20_000),
});

/** `POST /v1/client-sms`. Long texts are sent in parts, each charged (segments.ts). */
export const smsSchema = yup.object({
  ...selection,
  message: requiredText(`${SPEC}.messageRequired`, 1_000),
});

const isEmptyList = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * Validates a send: the fields' own messages and, when neither a client nor a category is
 * chosen, the spec's 'Please select at least one client or category' on both lists, all in one
 * 422 so the form can mark every field at once.
 */
export const parseSend = async <S extends yup.AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<yup.InferType<S>> => {
  const input =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const noSelection = isEmptyList(input.clientIds) && isEmptyList(input.categoryIds);
  const selectionFields: Record<string, string> = noSelection
    ? { clientIds: text(`${SPEC}.selectAtLeastOne`), categoryIds: text(`${SPEC}.selectAtLeastOne`) }
    : {};
  try {
    const parsed = await parseBody(schema, body);
    if (noSelection) throw validationFailed(selectionFields);
    return parsed;
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'VALIDATION' || !noSelection) throw error;
    throw validationFailed({ ...selectionFields, ...error.fields });
  }
};

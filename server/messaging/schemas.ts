import * as yup from 'yup';
import { choiceSchema, textSchema } from '../../registry/validation';

const SPEC = 'saluni.spec.validation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** More clients than a business messages at once; a category's members count too. */
export const MAX_RECIPIENTS = 10_000;

/** A required text with the spec's message, also for an empty or blank one. */
const requiredText = (message: string, maxLength: number) =>
  textSchema(maxLength).required(message).nonNullable(message).matches(/\S/, message);

const isEmptyList = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * `null` or absent means none (docs/areas/conventions.md "Bad input"). When neither a client nor
 * a category is chosen, both lists carry the spec's 'Please select at least one client or
 * category', in the same 422 as the other fields' messages, so the form can mark every field.
 */
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
    .optional()
    .test('selection', `${SPEC}.selectAtLeastOne`, function atLeastOneChosen() {
      const { clientIds, categoryIds } = this.parent as Record<string, unknown>;
      return !(isEmptyList(clientIds) && isEmptyList(categoryIds));
    });

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

/** `POST /v1/client-audience`: the same choice as a send, before its words are written. */
export const audienceSchema = yup.object({
  ...selection,
  channel: choiceSchema(['sms', 'email'] as const).required('saluni.validation.fieldRequired'),
});

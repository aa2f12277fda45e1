import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { fieldErrors } from '../../registry/validation';
import { validationFailed } from './errors';
import { text } from './messages';

/**
 * Validates a JSON body against a yup schema: unknown fields and wrong types are refused
 * (no coercion), every message comes from the catalogue. Returns the typed body.
 */
export const parseBody = async <S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> => {
  const input =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : { '': body };
  const known = new Set(Object.keys(schema.fields));
  const unknown = Object.keys(input).filter((key) => !known.has(key));
  if (unknown.length)
    throw validationFailed(
      Object.fromEntries(unknown.map((key) => [key, text('saluni.validation.unknownField')])),
    );
  try {
    return await schema.validate(input, { abortEarly: false, strict: true, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw validationFailed(
      Object.fromEntries(
        Object.entries(fieldErrors(error)).map(([field, message]) => [field, text(message)]),
      ),
    );
  }
};

import { ValidationError } from 'yup';
import { normalisePhone } from '../../registry/phone';
import { SYSTEM_FIELDS, type FieldType, type ResourceDeclaration } from '../../registry/types';
import type { Country } from '../../registry/business';
import { buildRecordSchema, type ValidationContext } from '../../registry/recordSchema';
import { fieldErrors } from '../../registry/validation';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { RequestBody, UploadedFile } from '../http/multipart';

export interface RecordInput {
  /** Validated values of the declared, non-image fields that the request sent. */
  values: Record<string, unknown>;
  /** New uploads per image field. */
  uploads: Record<string, UploadedFile>;
  /** Image fields set to an existing filename of the business, or cleared with null. */
  imageRefs: Record<string, string | null>;
}

const IGNORED_KEYS = new Set<string>([...SYSTEM_FIELDS]);

const TEXT_TYPES = new Set<FieldType>([
  'string',
  'text',
  'email',
  'phone',
  'choice',
  'date',
  'reference',
]);

const parseJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * Multipart sends every value as text; numbers, booleans, id lists and structured values are
 * converted before validation (text that does not convert is left for validation to refuse).
 */
const fromMultipartText = (type: FieldType, value: unknown): unknown => {
  if (typeof value !== 'string' || TEXT_TYPES.has(type)) return value;
  const trimmed = value.trim();
  if (trimmed === '') return type === 'references' ? [] : null;
  switch (type) {
    case 'integer':
      return /^-?\d+$/.test(trimmed) ? Number(trimmed) : value;
    case 'money':
      return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : value;
    case 'references':
      return trimmed.startsWith('[')
        ? parseJson(trimmed)
        : trimmed.split(',').map((id) => id.trim());
    case 'json':
      return parseJson(trimmed);
    default:
      return value;
  }
};

/**
 * Stored forms: phone numbers in E.164, so search and de-duplication see one spelling; an
 * empty optional date, id, choice, phone or e-mail is no value; a list of ids cleared with null
 * is an empty list and a yes/no cleared with null is no (their columns hold no null).
 */
const normalise = (type: FieldType, value: unknown, country: Country): unknown => {
  if (type === 'references' && value === null) return [];
  if (type === 'boolean' && value === null) return false;
  if (value === '' && type !== 'string' && type !== 'text') return null;
  return type === 'phone' && typeof value === 'string'
    ? (normalisePhone(value, country) ?? value)
    : value;
};

const imageReference = (value: unknown): string | null | undefined => {
  if (value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (
    value &&
    typeof value === 'object' &&
    typeof (value as { filename?: unknown }).filename === 'string'
  )
    return (value as { filename: string }).filename;
  return undefined;
};

/** How a body is read: sent as a form (`multipart`), as an update (`partial`), for a country. */
export interface RecordReading {
  /** Form fields arrive as text and are turned into their declared types. */
  multipart: boolean;
  /** An update checks only the fields it sends; a create checks every required one. */
  partial: boolean;
  /** Phone numbers are read as this country's. */
  country: Country;
}

/**
 * Checks a body against the declaration: unknown fields, types, required fields and lengths,
 * all reported at once as a 422 with `fields`.
 */
export const readRecordInput = async (
  resource: ResourceDeclaration,
  body: RequestBody,
  { multipart, partial, country }: RecordReading,
): Promise<RecordInput> => {
  const errors: Record<string, string> = {};
  const aliases = new Set(Object.keys(resource.aliases ?? {}));
  const values: Record<string, unknown> = {};
  const imageRefs: Record<string, string | null> = {};
  const uploads: Record<string, UploadedFile> = {};
  const imageFields = Object.entries(resource.fields)
    .filter(([, field]) => field.type === 'image')
    .map(([name]) => name);

  for (const [key, raw] of Object.entries(body.fields)) {
    if (IGNORED_KEYS.has(key) || aliases.has(key)) continue;
    // Own keys only: `constructor` or `toString` are not declared fields.
    const field = Object.hasOwn(resource.fields, key) ? resource.fields[key] : undefined;
    if (!field) {
      errors[key] = text('saluni.validation.unknownField');
      continue;
    }
    if (field.type === 'image') {
      const reference = imageReference(raw);
      if (reference === undefined) errors[key] = text('saluni.validation.image.invalid');
      else imageRefs[key] = reference;
      continue;
    }
    const value = multipart ? fromMultipartText(field.type, raw) : raw;
    values[key] = typeof value === 'string' && TEXT_TYPES.has(field.type) ? value.trim() : value;
  }

  for (const file of body.files) {
    const field =
      file.field === 'file' ? imageFields[0] : imageFields.find((name) => name === file.field);
    if (!field) errors[file.field] = text('saluni.validation.unknownField');
    else if (uploads[field]) errors[field] = text('saluni.validation.image.tooMany', { n: 1 });
    else uploads[field] = file;
  }

  try {
    const schema = buildRecordSchema(resource, partial ? Object.keys(values) : undefined);
    await schema.validate(values, {
      abortEarly: false,
      strict: true,
      context: { country } satisfies ValidationContext,
    });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const [field, message] of Object.entries(fieldErrors(error)))
      errors[field] ??= text(message);
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  for (const [key, value] of Object.entries(values))
    values[key] = normalise(resource.fields[key]!.type, value, country);
  return { values, uploads, imageRefs };
};

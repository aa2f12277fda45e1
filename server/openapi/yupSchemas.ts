import type {
  AnySchema,
  SchemaDescription,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
  SchemaObjectDescription,
} from 'yup';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = Record<string, unknown>;

type Test = SchemaDescription['tests'][number];

const paramOf = (test: Test, name: string): unknown => (test.params ?? {})[name];

/** The keywords a yup test of a string, a number or an array stands for; custom tests have none. */
const testKeywords = (type: string, test: Test): JsonSchema => {
  const bound = (name: 'min' | 'max' | 'length') => paramOf(test, name);
  const sized = { string: 'Length', array: 'Items' }[type];
  switch (test.name) {
    case 'min':
      return sized ? { [`min${sized}`]: bound('min') } : { minimum: bound('min') };
    case 'max':
      return sized ? { [`max${sized}`]: bound('max') } : { maximum: bound('max') };
    case 'length':
      return sized ? { [`min${sized}`]: bound('length'), [`max${sized}`]: bound('length') } : {};
    case 'integer':
      return { type: 'integer' };
    case 'email':
    case 'uuid':
    case 'url':
      return { format: test.name === 'url' ? 'uri' : test.name };
    case 'matches': {
      const regex = paramOf(test, 'regex');
      return regex instanceof RegExp ? { pattern: regex.source } : {};
    }
    default:
      return {};
  }
};

const JSON_TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  tuple: 'array',
  date: 'string',
};

const isObject = (field: SchemaFieldDescription): field is SchemaObjectDescription =>
  field.type === 'object' && 'fields' in field;

/** The schema of an object's fields: those a value must hold are `required`; no other is accepted. */
const objectKeywords = (description: SchemaObjectDescription): JsonSchema => {
  const entries = Object.entries(description.fields);
  const required = entries
    .filter(([, field]) => 'optional' in field && !field.optional)
    .map(([name]) => name);
  return {
    properties: Object.fromEntries(entries.map(([name, field]) => [name, fromDescription(field)])),
    ...(required.length && { required }),
    // A JSON body's unknown fields are refused (server/http/parseBody.ts).
    additionalProperties: false,
  };
};

const itemKeywords = (description: SchemaInnerTypeDescription): JsonSchema => {
  const inner = description.innerType;
  if (Array.isArray(inner)) return { prefixItems: inner.map(fromDescription), items: false };
  return inner ? { items: fromDescription(inner) } : {};
};

/**
 * A yup schema's description as JSON Schema: types, `null` where allowed, required fields,
 * choices, lengths, bounds and patterns. Checks written as functions (a calendar day, a phone
 * number of the business's country) have no JSON form: the 422 reply names the field they refuse.
 * Lazy and conditional schemas are described by their first form, or as any value.
 */
export const fromDescription = (field: SchemaFieldDescription): JsonSchema => {
  if (!('tests' in field)) return {};
  const description = field as SchemaInnerTypeDescription;
  const baseType = JSON_TYPES[description.type];
  const keywords: JsonSchema = Object.assign(
    baseType ? { type: baseType } : {},
    ...description.tests.map((test) => testKeywords(baseType ?? '', test)),
    isObject(field) ? objectKeywords(field) : {},
    baseType === 'array' ? itemKeywords(description) : {},
    description.type === 'date' ? { format: 'date-time' } : {},
  );
  const choices = description.oneOf.filter((value) => value !== undefined);
  if (choices.length)
    keywords.enum = description.nullable && !choices.includes(null) ? [...choices, null] : choices;
  if (description.nullable && typeof keywords.type === 'string')
    keywords.type = [keywords.type, 'null'];
  return keywords;
};

/** A yup schema as JSON Schema (see fromDescription). */
export const toJsonSchema = (schema: AnySchema): JsonSchema => fromDescription(schema.describe());

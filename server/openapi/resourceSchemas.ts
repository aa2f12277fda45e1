import { buildRecordSchema } from '../../registry/recordSchema';
import type { FieldDeclaration, ResourceDeclaration } from '../../registry/types';
import { toJsonSchema, type JsonSchema } from './yupSchemas';

/** The name of a resource's schemas in the description: `job-title` is `JobTitle`. */
export const schemaNameOf = (resource: ResourceDeclaration) =>
  resource.name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

const ID: JsonSchema = { type: 'string', format: 'uuid' };

/** A declared field's value in a reply (server/registry/documents.ts). */
const documentField = (field: FieldDeclaration): JsonSchema => {
  switch (field.type) {
    case 'integer':
      return { type: 'integer' };
    case 'money':
      return { type: 'number', minimum: 0 };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'image':
      return {
        type: 'object',
        properties: { filename: { type: 'string' } },
        required: ['filename'],
      };
    case 'reference':
      return ID;
    case 'references':
      return { type: 'array', items: ID };
    case 'choice':
      return { type: 'string', enum: (field.choices ?? []).map((choice) => choice.value) };
    case 'json':
      return {};
    default:
      return { type: 'string' };
  }
};

/** A value that may be null: every field a record does not hold is `null` in its document. */
const orNull = (schema: JsonSchema): JsonSchema =>
  Object.keys(schema).length ? { anyOf: [schema, { type: 'null' }] } : schema;

/**
 * A record as every reply shows it: `_id`, its business, the times, each declared field (null
 * when empty) and the aliases; hooks may add related data (`decorate`), so more keys may follow.
 */
export const documentSchema = (resource: ResourceDeclaration): JsonSchema => {
  const fields = Object.entries(resource.fields).map(
    ([name, field]) => [name, orNull(documentField(field))] as const,
  );
  const aliases = Object.entries(resource.aliases ?? {}).map(
    ([alias, name]) => [alias, orNull(documentField(resource.fields[name]!))] as const,
  );
  const properties = {
    _id: ID,
    businessId: ID,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    ...Object.fromEntries([...fields, ...aliases]),
  };
  return { type: 'object', properties, required: Object.keys(properties) };
};

/** One page of a list (server/registry/documents.ts `toPage`). */
export const pageSchema = (resource: ResourceDeclaration, document: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    docs: { type: 'array', items: document },
    total: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1 },
    pages: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 0 },
    sort: { type: 'object', additionalProperties: { enum: [1, -1] } },
    ...(resource.businessCountKey && {
      [resource.businessCountKey]: { type: 'integer', minimum: 0 },
    }),
  },
  required: ['docs', 'total', 'page', 'pages', 'limit'],
});

/**
 * What a create or an update sends: the declared fields as the server's own yup schema checks
 * them (registry/recordSchema.ts), the business, and images as files of a multipart body.
 */
export const recordInputSchema = (resource: ResourceDeclaration): JsonSchema => {
  const checked = toJsonSchema(buildRecordSchema(resource));
  const images = Object.entries(resource.fields).filter(([, field]) => field.type === 'image');
  return {
    ...checked,
    properties: {
      businessId: ID,
      ...(resource.businessAlias && { [resource.businessAlias]: ID }),
      ...(checked.properties as JsonSchema),
      ...Object.fromEntries(
        images.map(([name]) => [name, { type: 'string', contentMediaType: 'image/*' }]),
      ),
    },
    // The engine reads the declared fields and refuses what it does not know.
    additionalProperties: false,
  };
};

import { AUDIT_ACTIONS } from '../audit';
import type { RouteName } from './index';

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect), as plain data. */
type JsonSchema = Record<string, unknown>;

const id = { type: 'string', format: 'uuid' } as const;
const text = { type: 'string' } as const;
const moment = { type: 'string', format: 'date-time' } as const;
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const object = (properties: Record<string, JsonSchema>, optional: string[] = []) => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});

/** `registry/session.ts`'s user, as every session call answers it (server/auth/userRoles.ts). */
const USER = object(
  {
    _id: id,
    fullName: text,
    email: text,
    language: text,
    createdAt: moment,
    roles: {
      type: 'array',
      items: object({
        _id: id,
        role: { enum: ['owner', 'admin', 'staff'] },
        business: object({ _id: id, name: text }),
        permissions: {
          type: 'object',
          additionalProperties: { type: 'array', items: text },
        },
      }),
    },
  },
  ['createdAt'],
);

/** What a sign-up answers whatever the address: the address as received, and nothing of an account. */
const SIGN_UP = object({ email: text });

/** `registry/audit.ts`'s `AuditEvent`, in `auditEventPage`'s page. */
const AUDIT_EVENT = object({
  _id: text,
  createdAt: moment,
  actor: object({
    kind: { enum: ['user', 'public', 'system'] },
    userId: nullable(id),
    fullName: nullable(text),
    apiKey: nullable(object({ id, name: text })),
  }),
  address: nullable(text),
  route: nullable(text),
  action: { enum: [...AUDIT_ACTIONS] },
  table: text,
  recordId: nullable(text),
  before: nullable({ type: 'object' }),
  after: nullable({ type: 'object' }),
});

const pageOf = (item: JsonSchema) =>
  object({
    docs: { type: 'array', items: item },
    total: { type: 'integer' },
    page: { type: 'integer' },
    pages: { type: 'integer' },
    limit: { type: 'integer' },
  });

/**
 * The value under the reply key of the most used calls that are not a resource's (whose records
 * the description writes from their declared fields), for the API's description
 * (docs/areas/openapi.md). Keys beside the declared ones are allowed: a reply may grow.
 */
export const REPLY_SCHEMAS: Partial<Record<RouteName, JsonSchema>> = {
  signIn: USER,
  currentUser: USER,
  verifyEmail: USER,
  userLanguage: USER,
  signUp: SIGN_UP,
  resendConfirmation: SIGN_UP,
  auditEventList: pageOf(AUDIT_EVENT),
};

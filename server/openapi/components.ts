import { SESSION_COOKIE } from '../http/cookies';
import type { JsonSchema } from './yupSchemas';

/** The one shape of every refusal (server/http/errors.ts). */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        message: { type: 'string' },
        code: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        details: { type: 'object' },
      },
      required: ['message', 'code'],
    },
  },
  required: ['error'],
  additionalProperties: false,
};

/** The refusals the description names, by status: what each means for every call that may give it. */
export const ERROR_REPLIES = {
  400: ['BadRequest', 'A query key the call does not read, a malformed address, value or body.'],
  401: ['Unauthenticated', 'No session, or an expired one.'],
  403: [
    'Forbidden',
    'The caller may not: no role in the business, a role that may not do this, a token that does not match, or a write from another origin.',
  ],
  404: ['NotFound', 'No such record in the business (a record of another business is one too).'],
  422: [
    'ValidationFailed',
    'A value of the body or the query is refused: `error.fields` names each field.',
  ],
} as const;

export type ErrorStatus = keyof typeof ERROR_REPLIES;

export const errorReplyRef = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${ERROR_REPLIES[status][0]}`,
});

export const errorReplies = () =>
  Object.fromEntries(
    Object.values(ERROR_REPLIES).map(([name, description]) => [
      name,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );

export const SECURITY_SCHEME = 'sessionCookie';
/** A business's API key (docs/areas/api-keys.md): module calls only, within its scopes. */
export const API_KEY_SCHEME = 'apiKey';

export const securitySchemes = () => ({
  [SECURITY_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session a sign-in sets (`POST /v1/auth/login`). Writes must also come from the app’s own origin (`Origin` header).',
  },
  [API_KEY_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key of the business (`slk_live_…`, made by an owner or admin in the settings): a module’s calls within its scopes, in its own business only, rate-limited per key.',
  },
});

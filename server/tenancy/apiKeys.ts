import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeAllows } from '../../registry/apiKeys';
import type { Action, ModuleName } from '../../registry/modules';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { apiKeys, roles, users } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { isUuid } from '../http/ids';
import { answerInUserLanguage } from '../http/language';
import { text } from '../http/messages';
import { secretTokenHash } from '../http/secretTokens';
import type { Access } from './access';

/** Calls one key may make in a window, counted in the database every server shares. */
export interface ApiKeyRateLimit {
  max: number;
  timeWindow: number;
}

export const DEFAULT_API_KEY_RATE_LIMIT: ApiKeyRateLimit = { max: 600, timeWindow: 60_000 };

type ApiKeyLimiter = ReturnType<FastifyInstance['createRateLimit']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a key's call (the key named by its hash); see registerApiKeyRateLimit. */
    apiKeyLimiter: ApiKeyLimiter;
  }
}

/** The key of an `Authorization: Bearer …` header, or undefined when the call carries none. */
export const bearerKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
};

const keyRefused = () => new HttpError(401, 'UNAUTHENTICATED', text('saluni.apiKeys.invalid'));
const outOfScope = () => new HttpError(403, 'FORBIDDEN', text('saluni.apiKeys.outOfScope'));

/** A call that needs a signed-in person (an account's, a member's): never a key's. */
export const keysNotAccepted = () =>
  new HttpError(403, 'FORBIDDEN', text('saluni.apiKeys.signedInOnly'));

/**
 * After @fastify/rate-limit is registered with the database's store: every key's calls are
 * counted per key, so a leaked or looping key cannot take the server from the others.
 */
export const registerApiKeyRateLimit = (app: FastifyInstance, limit: ApiKeyRateLimit) => {
  app.decorate(
    'apiKeyLimiter',
    app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `api-key:${secretTokenHash(bearerKeyOf(request) ?? '')}`,
    }),
  );
};

/** The key by its hash, with the role its maker holds in the key's business now. */
const keyLookup = preparedStatement((db) =>
  db
    .select({
      keyId: apiKeys.id,
      businessId: apiKeys.businessId,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      language: users.language,
      roleId: roles.id,
      role: roles.role,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(roles, and(eq(roles.businessId, apiKeys.businessId), eq(roles.userId, users.id)))
    .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
    .prepare('saluni_api_key_lookup'),
);

/** Marks the key used, at most once a minute, so a busy key does not write on every call. */
const markUsed = (db: Database, businessId: string, keyId: string) =>
  db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.businessId, businessId),
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );

/**
 * The gate of a call made with an API key: a live key (else 401), within its rate limit (else
 * 429), naming the key's own business and a module and action of its scopes (else 403). The
 * call is made as the owner or admin who made the key, and its access names the key, so
 * handlers work unchanged and further checks (`requireAction`) hold the key to its scopes.
 */
export const authorizeKey = async (
  db: Database,
  request: FastifyRequest,
  key: string,
  businessId: unknown,
  module: ModuleName,
  action: Action,
): Promise<Access> => {
  const [row] = await keyLookup(db).execute({ keyHash: secretTokenHash(key) });
  // A maker who no longer manages the business takes the key's power with them.
  if (!row || row.revokedAt || (row.role !== 'owner' && row.role !== 'admin')) throw keyRefused();
  answerInUserLanguage(request, row.language);
  const limit = await request.server.apiKeyLimiter(request);
  if (!limit.isAllowed && limit.isExceeded)
    throw new HttpError(
      429,
      'TOO_MANY_REQUESTS',
      text('saluni.apiKeys.tooManyCalls', {
        smart_count: Math.max(1, Math.ceil(limit.ttl / 1000)),
      }),
    );
  if (businessId === undefined || businessId === null || businessId === '')
    throw badRequest('saluni.validation.businessIdRequired');
  if (!isUuid(businessId) || businessId !== row.businessId) throw outOfScope();
  if (!scopeAllows(row.scopes, module, action)) throw outOfScope();
  await markUsed(db, row.businessId, row.keyId);
  return {
    user: { id: row.userId, fullName: row.fullName, email: row.email, language: row.language },
    businessId: row.businessId,
    roleId: row.roleId!,
    role: row.role,
    apiKey: { id: row.keyId, scopes: row.scopes },
  };
};

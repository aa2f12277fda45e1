import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_LENGTH,
  type ApiKeyDocument,
  type ApiKeyScope,
  type CreatedApiKey,
} from '../../registry/apiKeys';
import { ACTIONS, MODULES } from '../../registry/modules';
import { choiceSchema, textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { apiKeys } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { businessIdField } from '../http/fields';
import { isUuid } from '../http/ids';
import { secretTokenHash } from '../http/secretTokens';
import type { Access } from '../tenancy/access';

const scopeSchema = yup
  .object({
    module: choiceSchema(MODULES).required('saluni.apiKeys.validation.module'),
    actions: yup
      .array(choiceSchema(ACTIONS).required())
      .strict()
      .typeError('saluni.apiKeys.validation.actions')
      .min(1, 'saluni.apiKeys.validation.actions')
      .required('saluni.apiKeys.validation.actions'),
  })
  .noUnknown('saluni.apiKeys.validation.scopes')
  .strict()
  .typeError('saluni.apiKeys.validation.scopes');

/** `POST /v1/api-key`: a name and at least one module with its actions. */
export const apiKeyCreateSchema = yup.object({
  businessId: businessIdField(),
  name: textSchema(100)
    .matches(/\S/, 'saluni.apiKeys.validation.name')
    .required('saluni.apiKeys.validation.name'),
  scopes: yup
    .array(scopeSchema.required('saluni.apiKeys.validation.scopes'))
    .strict()
    .typeError('saluni.apiKeys.validation.scopes')
    .min(1, 'saluni.apiKeys.validation.scopes')
    .required('saluni.apiKeys.validation.scopes')
    .test('one-per-module', 'saluni.apiKeys.validation.moduleTwice', (scopes) => {
      // A null in the list is refused by its own check; this one must not trip over it.
      const modules = (scopes ?? []).flatMap((scope: { module: string } | null) =>
        scope ? [scope.module] : [],
      );
      return new Set(modules).size === modules.length;
    }),
});

type ApiKeyRow = typeof apiKeys.$inferSelect;

const documentOf = (row: ApiKeyRow): ApiKeyDocument => ({
  _id: row.id,
  businessId: row.businessId,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Keys are the owners' and admins' to manage: a staff role never, whatever it holds. */
export const requireKeyManager = (access: Access) => {
  if (access.role !== 'owner' && access.role !== 'admin') throw forbidden();
};

export const listApiKeys = async (db: Database, access: Access) => {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.businessId, access.businessId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(documentOf);
};

/** Makes a key: the reply carries it this once; only its hash and first characters are kept. */
export const createApiKey = async (
  db: Database,
  access: Access,
  input: yup.InferType<typeof apiKeyCreateSchema>,
): Promise<CreatedApiKey> => {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      businessId: access.businessId,
      id: uuidv7(),
      name: input.name.trim(),
      prefix: key.slice(0, API_KEY_VISIBLE_LENGTH),
      keyHash: secretTokenHash(key),
      // The schema let through only the product's modules and actions.
      scopes: input.scopes as ApiKeyScope[],
      createdBy: access.user.id,
    })
    .returning();
  return { ...documentOf(row!), key };
};

/** Revokes a key at once; revoking it again changes nothing. 404 for another business's key. */
export const revokeApiKey = async (db: Database, access: Access, id: string | undefined) => {
  if (!isUuid(id)) throw notFound();
  const ofKey = and(eq(apiKeys.businessId, access.businessId), eq(apiKeys.id, id));
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(ofKey, isNull(apiKeys.revokedAt)));
  const [row] = await db.select().from(apiKeys).where(ofKey);
  if (!row) throw notFound();
  return documentOf(row);
};

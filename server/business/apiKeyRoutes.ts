import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import {
  apiKeyCreateSchema,
  createApiKey,
  listApiKeys,
  requireKeyManager,
  revokeApiKey,
} from './apiKeys';

/**
 * A business's API keys (docs/areas/api-keys.md), owners and admins only:
 *   GET /v1/api-key?businessId -> { apiKeys }
 *   POST /v1/api-key { businessId, name, scopes } -> 201 { apiKey } (with `key`, this once)
 *   DELETE /v1/api-key/:id?businessId -> { apiKey } (revoked)
 */
export const registerApiKeyRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.apiKeyList, { query: [] }, ({ access }) => {
    requireKeyManager(access);
    return listApiKeys(db, access);
  });
  serveRoute(
    app,
    db,
    ROUTES.apiKeyCreate,
    { body: apiKeyCreateSchema, query: 'none' },
    ({ access, body }) => {
      requireKeyManager(access);
      return createApiKey(db, access, body);
    },
  );
  serveRoute(app, db, ROUTES.apiKeyRevoke, { query: [] }, ({ access, params }) => {
    requireKeyManager(access);
    return revokeApiKey(db, access, params.id);
  });
};

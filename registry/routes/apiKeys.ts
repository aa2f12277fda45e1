import type { RouteDeclaration } from './declaration';

const apiKeyPath = '/v1/api-key';

/**
 * A business's API keys (docs/areas/api-keys.md): members' calls, and the handlers let only
 * owners and admins through; a key can never reach them, as keys make only module calls.
 */
export const apiKeysRoutes = {
  apiKeyList: { method: 'GET', path: apiKeyPath, access: 'member', replyKey: 'apiKeys' },
  apiKeyCreate: {
    method: 'POST',
    path: apiKeyPath,
    access: 'member',
    replyKey: 'apiKey',
    created: true,
  },
  apiKeyRevoke: {
    method: 'DELETE',
    path: `${apiKeyPath}/:id`,
    access: 'member',
    replyKey: 'apiKey',
  },
} as const satisfies Record<string, RouteDeclaration>;

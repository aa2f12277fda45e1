import { index, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../../registry/apiKeys';
import { users } from './accounts';
import { tenantKeyTable } from './columns';
import { createdAt, timestampTz } from './columnTypes';

/**
 * A business's API keys for server-to-server calls (docs/areas/api-keys.md). Only the SHA-256
 * of the key is kept, and its first characters to tell keys apart in a list. The hash is looked
 * up without the business (the key names it), so its index is not unique per business: 256
 * random bits never collide.
 */
export const apiKeys = tenantKeyTable(
  'api_keys',
  {
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    /** The owner or admin who made the key: calls made with it are theirs. */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestampTz('last_used_at'),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [
    index('api_keys_key_hash_idx').on(t.keyHash),
    index('api_keys_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

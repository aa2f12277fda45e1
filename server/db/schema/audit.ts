import { bigint, index, jsonb, text, uuid, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columnTypes';

/**
 * The audit trail (docs/areas/audit.md): one row per row written, made by a trigger in the
 * write's own transaction (server/db/auditTrail.ts), never updated or deleted. No foreign key:
 * the trail of a deleted business or user stays as it was written.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    /** In the order the rows were written. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The business of the row written; null for an account's own rows (users). */
    businessId: uuid('business_id'),
    createdAt: createdAt(),
    /** The signed-in user who made the call; null for the public and the system. */
    actorUserId: uuid('actor_user_id'),
    /** The API key the call was made with, beside its maker (`actor_user_id`); null otherwise. */
    actorApiKeyId: uuid('actor_api_key_id'),
    actorKind: text('actor_kind', { enum: ['user', 'public', 'system'] }).notNull(),
    /** The caller's network address, as the server saw it. */
    address: text('address'),
    /** The declared route that wrote it (`PUT /v1/client/:id`), without values. */
    route: text('route'),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id'),
    /** The row's fields before (update: only the changed ones; create: null), redacted. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** The row's fields after (update: only the changed ones; delete: null), redacted. */
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_events_business_time_idx').on(t.businessId, t.createdAt),
    index('audit_events_business_record_idx').on(t.businessId, t.tableName, t.recordId),
    index('audit_events_business_actor_idx').on(t.businessId, t.actorUserId),
  ],
);

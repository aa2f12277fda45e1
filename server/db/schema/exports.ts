import { index, integer, text, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from './columns';
import { bytea, timestampTz } from './columnTypes';

export const BUSINESS_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;

/**
 * A full export of a business (docs/areas/export.md): queued by the owner, built by the
 * scheduler's job on one server, its archive kept here so any server can hand it out.
 */
export const businessExports = tenantTable(
  'business_exports',
  {
    status: text('status', { enum: BUSINESS_EXPORT_STATUSES }).notNull().default('queued'),
    /** 0–100, written after each table. */
    progress: integer('progress').notNull().default(0),
    requestedBy: uuid('requested_by').notNull(),
    /** A building export whose server stopped is taken again once this has passed. */
    claimedUntil: timestampTz('claimed_until'),
    size: integer('size'),
    archive: bytea('archive'),
    finishedAt: timestampTz('finished_at'),
  },
  (t) => [index('business_exports_status_idx').on(t.status)],
);

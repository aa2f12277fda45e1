import { BUSINESS_REASONS, USAGE_PURPOSES, USAGE_STATUSES } from '../../../registry/stockUsage';
import { sql } from 'drizzle-orm';
import { check, date, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { positiveQuantity, searchIndex, sortIndex, tenantReference, tenantTable } from './columns';
import { documentColumns, ownedBy } from './rowGroups';
import { stockItemColumns, stockItemReferences } from './stockItems';

/**
 * Internal use of stock (inventory.md 3): pending until confirmed, when its lines are posted to
 * the ledger as OUT entries (referenceType `Usage`). The usage number is unique per business.
 */
export const stockUsages = tenantTable(
  'stock_usages',
  {
    usageNumber: text('usage_number').notNull(),
    purpose: text('purpose', { enum: USAGE_PURPOSES }).notNull(),
    appointmentId: uuid('appointment_id'),
    businessReason: text('business_reason', { enum: BUSINESS_REASONS }),
    usageDate: date('usage_date', { mode: 'string' }).notNull(),
    ...documentColumns(USAGE_STATUSES, 'pending'),
  },
  (t) => [
    uniqueIndex('stock_usages_number_unique').on(t.businessId, t.usageNumber),
    // A usage keeps its history when its appointment is deleted: the link is dropped, not the usage.
    tenantReference(t, t.appointmentId, appointments).onDelete('set null'),
    check(
      'stock_usages_purpose_fields',
      sql`(${t.purpose} = 'business' and ${t.businessReason} is not null and ${t.appointmentId} is null) or (${t.purpose} = 'appointment' and ${t.businessReason} is null)`,
    ),
    sortIndex('stock_usages_business_created_idx', t, t.createdAt),
    searchIndex('stock_usages_number_search_idx', t.usageNumber),
  ],
);

/** The lines of a usage, in the order they were entered. */
export const stockUsageItems = tenantTable(
  'stock_usage_items',
  {
    usageId: uuid('usage_id').notNull(),
    position: integer('position').notNull(),
    ...stockItemColumns(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    ...ownedBy('stock_usage_items', t, t.usageId, stockUsages, 'usage', t.position),
    ...stockItemReferences(t),
    positiveQuantity('stock_usage_items', t),
  ],
);

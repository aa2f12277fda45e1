import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantReference, tenantTable } from './columns';
import { money, timestampTz } from './columnTypes';

/**
 * A business's till (docs/areas/cash-up.md). Every business has one default till, made when the
 * cash-up first asks for it; its `name` is null so it reads "Front desk" in each language. Every
 * payment belongs to the default till until payments name a till of their own.
 */
export const tills = tenantTable(
  'tills',
  {
    name: text('name'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('tills_one_default')
      .on(t.businessId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * One close of a till: the money the takings say came in over the period (after `period_start`
 * when a close came before, from it otherwise, up to and including `period_end`), what the
 * receptionist counted, the M-Pesa receipt codes of the period, notes and who closed it. Never
 * updated: a closed period is fixed.
 */
export const cashUps = tenantTable(
  'cash_ups',
  {
    tillId: uuid('till_id').notNull(),
    periodStart: timestampTz('period_start').notNull(),
    /** Whether `period_start` is the previous close's end (excluded) or a day's start (included). */
    afterPreviousClose: boolean('after_previous_close').notNull(),
    periodEnd: timestampTz('period_end').notNull(),
    expectedCash: money('expected_cash').notNull(),
    expectedCard: money('expected_card').notNull(),
    expectedMpesa: money('expected_mpesa').notNull(),
    countedCash: money('counted_cash').notNull(),
    countedCard: money('counted_card').notNull(),
    countedMpesa: money('counted_mpesa').notNull(),
    mpesaCodes: jsonb('mpesa_codes').$type<(string | null)[]>().notNull().default([]),
    notes: text('notes'),
    closedBy: uuid('closed_by').notNull(),
  },
  (t) => [
    tenantReference(t, t.tillId, tills),
    index('cash_ups_till_end_idx').on(t.businessId, t.tillId, t.periodEnd),
    index('cash_ups_business_end_idx').on(t.businessId, t.periodEnd),
  ],
);

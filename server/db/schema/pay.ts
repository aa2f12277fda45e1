import { date, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CommissionKindRates,
  CommissionPlan,
  PayFrequency,
  PayPeriodSummary,
  PayStatement,
} from '../../../registry/pay';
import { PAY_FREQUENCIES } from '../../../registry/pay';
import { businesses } from './accounts';
import { listIndexes, tenantTable } from './columns';
import { timestampTz } from './columnTypes';

/** A commission plan (registry/resources/commissionPlan.ts); its rules are checked JSON. */
export const commissionPlans = tenantTable(
  'commission_plans',
  {
    name: text('name').notNull(),
    rates: jsonb('rates').$type<CommissionKindRates>().notNull(),
    categoryRates: jsonb('category_rates')
      .$type<CommissionPlan['categoryRates']>()
      .notNull()
      .default([]),
    itemRates: jsonb('item_rates').$type<CommissionPlan['itemRates']>().notNull().default([]),
    tiers: jsonb('tiers').$type<CommissionPlan['tiers']>().notNull().default([]),
  },
  (t) => listIndexes('commission_plans', t, { sortable: [t.name], searchable: [t.name] }),
);

/** How often a business pays its staff (registry/pay.ts `PaySettings`); absent: monthly from the 1st. */
export const paySettings = pgTable('pay_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  frequency: text('frequency', { enum: PAY_FREQUENCIES }).$type<PayFrequency>().notNull(),
  anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** A statement as frozen: one frozen before tips were listed one by one has no `tipLines`. */
export type FrozenPayStatement = Omit<PayStatement, 'tipLines'> &
  Partial<Pick<PayStatement, 'tipLines'>>;

/**
 * A closed pay period, frozen: its summary and every statement as they were when it was closed,
 * so no later change (a refund, a new plan) alters it. Open periods are computed, never stored.
 */
export const closedPayPeriods = tenantTable(
  'closed_pay_periods',
  {
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    closedBy: uuid('closed_by'),
    summary: jsonb('summary').$type<PayPeriodSummary>().notNull(),
    statements: jsonb('statements').$type<FrozenPayStatement[]>().notNull(),
  },
  (t) => [uniqueIndex('closed_pay_periods_business_start_unique').on(t.businessId, t.start)],
);

import { sql } from 'drizzle-orm';
import { boolean, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantTable } from './columns';

/**
 * A business's online booking settings (registry/onlineBooking.ts), one row at most. The slug
 * is the one key shared by every business: it names the public booking page, so two businesses
 * may never hold it in any letter case (docs/areas/online-booking.md).
 */
export const onlineBookingSettings = tenantTable(
  'online_booking_settings',
  {
    enabled: boolean('enabled').notNull().default(false),
    slug: text('slug').notNull(),
    leadTimeMinutes: integer('lead_time_minutes').notNull().default(120),
    horizonDays: integer('horizon_days').notNull().default(60),
    startIntervalMinutes: integer('start_interval_minutes').notNull().default(15),
    freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
    policyEn: text('policy_en').notNull().default(''),
    policySw: text('policy_sw').notNull().default(''),
  },
  (t) => [
    uniqueIndex('online_booking_settings_business_idx').on(t.businessId),
    uniqueIndex('online_booking_settings_slug_idx').on(sql`lower(${t.slug})`),
  ],
);

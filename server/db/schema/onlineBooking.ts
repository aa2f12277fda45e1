import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantReference, tenantTable } from './columns';
import { timestampTz } from './columnTypes';
import { employees } from './staff';

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
    /** "Send booking link": an appointment whose deposit is still unpaid this long after the link is released. */
    linkPaymentHours: integer('link_payment_hours').notNull().default(24),
  },
  (t) => [
    uniqueIndex('online_booking_settings_business_idx').on(t.businessId),
    uniqueIndex('online_booking_settings_slug_idx').on(sql`lower(${t.slug})`),
  ],
);

export const BOOKING_HOLD_STATUSES = ['held', 'booked', 'expired', 'released'] as const;
export type BookingHoldStatus = (typeof BOOKING_HOLD_STATUSES)[number];

/**
 * A slot of the public booking site held for a visitor while they verify their mobile and pay
 * (docs/areas/booking-site.md). A `held` hold whose `expires_at` is still ahead keeps its time
 * from every other booking, online or at the desk, exactly as an appointment does; past it, it
 * holds nothing. It becomes `booked` when its appointment is made. `token_hash` is the SHA-256 of
 * the secret only the visitor's browser holds; the one-time code is kept hashed too, with its
 * tries. The visitor's address is kept only as a hash, to count holds per address.
 */
export const bookingHolds = tenantTable(
  'booking_holds',
  {
    employeeId: uuid('employee_id').notNull(),
    serviceIds: uuid('service_ids').array().notNull(),
    startDate: timestampTz('start_date').notNull(),
    durationInMinutes: integer('duration_in_minutes').notNull(),
    endDate: timestampTz('end_date').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    status: text('status', { enum: BOOKING_HOLD_STATUSES }).notNull().default('held'),
    tokenHash: text('token_hash').notNull(),
    addressHash: text('address_hash').notNull(),
    language: text('language').notNull().default('en'),
    fullName: text('full_name'),
    /** E.164; personal, never logged. */
    phone: text('phone'),
    email: text('email'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestampTz('code_expires_at'),
    codeTries: integer('code_tries').notNull().default(0),
    verifiedAt: timestampTz('verified_at'),
    policyAcceptedAt: timestampTz('policy_accepted_at'),
    appointmentId: uuid('appointment_id'),
  },
  (t) => [
    tenantReference(t, t.employeeId, employees).onDelete('cascade'),
    uniqueIndex('booking_holds_token_unique').on(t.tokenHash),
    // The live holds of a day, which the availability rule reads beside the appointments.
    index('booking_holds_live_idx')
      .on(t.businessId, t.employeeId, t.startDate)
      .where(sql`${t.status} = 'held'`),
    index('booking_holds_address_idx').on(t.businessId, t.addressHash, t.createdAt),
  ],
);

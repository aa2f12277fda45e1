import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex, sortIndex, tenantColumns } from './columns';
import { clients } from './clients';

/** Membership programmes (registry/resources/membership.ts); names are unique per business in any case. */
export const memberships = pgTable(
  'memberships',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    /** `{ <frequency type>: amount }`, registry/offerings/membershipTerms.ts. */
    price: jsonb('price').notNull(),
    /** `{ value, duration_type }` or null: open-ended. */
    duration: jsonb('duration'),
    /** Services covered; empty covers every service. */
    serviceIds: uuid('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** `[{ filename }]`, the first one the cover. */
    images: jsonb('images')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('memberships_business_name_unique').on(t.businessId, sql`lower(${t.name})`),
    index('memberships_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('memberships_business_name_idx', t, t.name),
    searchIndex('memberships_name_search_idx', t.name),
  ],
);

/** Gift vouchers the business sells (registry/resources/voucher.ts). */
export const vouchers = pgTable(
  'vouchers',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    saleLimit: integer('sale_limit').notNull(),
    validityDays: integer('validity_days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('vouchers_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('vouchers_business_name_idx', t, t.name),
    sortIndex('vouchers_business_value_idx', t, t.value),
    sortIndex('vouchers_business_sale_limit_idx', t, t.saleLimit),
    sortIndex('vouchers_business_validity_days_idx', t, t.validityDays),
    searchIndex('vouchers_name_search_idx', t.name),
  ],
);

/**
 * A membership a client holds: the frequency and price chosen at sale, its days in the business
 * time zone (`endDate` the last covered day, null when the programme is open-ended).
 */
export const clientMemberships = pgTable(
  'client_memberships',
  {
    ...tenantColumns(),
    clientId: uuid('client_id').notNull(),
    membershipId: uuid('membership_id').notNull(),
    frequency: text('frequency').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** How many durations were bought (the checkout's Duration field). */
    periods: integer('periods').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    // A programme clients hold is not deleted (their history would lose its name and terms); NO
    // ACTION rather than RESTRICT, so deleting the whole business still cascades in one statement.
    foreignKey({
      columns: [t.businessId, t.membershipId],
      foreignColumns: [memberships.businessId, memberships.id],
    }).onDelete('no action'),
    index('client_memberships_client_idx').on(t.businessId, t.clientId),
    index('client_memberships_membership_idx').on(t.businessId, t.membershipId),
  ],
);

/** A visit a client made under a membership they hold. */
export const membershipSessions = pgTable(
  'membership_sessions',
  {
    ...tenantColumns(),
    clientMembershipId: uuid('client_membership_id').notNull(),
    clientId: uuid('client_id').notNull(),
    /** The service of the visit, when one was named; not a foreign key so a deleted service keeps its history. */
    serviceId: uuid('service_id'),
    sessionAt: timestamp('session_at', { withTimezone: true, mode: 'date' }).notNull(),
    notes: text('notes'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.clientMembershipId],
      foreignColumns: [clientMemberships.businessId, clientMemberships.id],
    }).onDelete('cascade'),
    index('membership_sessions_business_session_idx').on(t.businessId, t.sessionAt),
    index('membership_sessions_client_idx').on(t.businessId, t.clientId),
  ],
);

/**
 * A gift voucher sold to a client, redeemed by its code. The code is unique per business and
 * random enough that businesses never share one; validation looks it up across businesses to
 * tell "other business" from "not found".
 */
export const clientVouchers = pgTable(
  'client_vouchers',
  {
    ...tenantColumns(),
    voucherId: uuid('voucher_id').notNull(),
    clientId: uuid('client_id').notNull(),
    code: text('code').notNull(),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    /** The last day the voucher may be used, in the business time zone. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('client_vouchers_business_code_unique').on(t.businessId, t.code),
    index('client_vouchers_code_idx').on(t.code),
    foreignKey({
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.voucherId],
      foreignColumns: [vouchers.businessId, vouchers.id],
    }).onDelete('no action'),
    index('client_vouchers_client_idx').on(t.businessId, t.clientId),
  ],
);

import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listIndexes, tenantReference, tenantTable } from './columns';
import { ownedBy } from './rowGroups';
import { holdingStatus, idList, jsonList, money, timestampTz } from './columnTypes';
import { clients } from './clients';

/** Membership programmes (registry/resources/membership.ts); names are unique per business in any case. */
export const memberships = tenantTable(
  'memberships',
  {
    name: text('name').notNull(),
    description: text('description'),
    /** `{ <frequency type>: amount }`, registry/offerings/membershipTerms.ts. */
    price: jsonb('price').notNull(),
    /** `{ value, duration_type }` or null: open-ended. */
    duration: jsonb('duration'),
    /** Services covered; empty covers every service. */
    serviceIds: idList('service_ids'),
    /** `[{ filename }]`, the first one the cover. */
    images: jsonList('images'),
    /** Its tax band (registry/tax.ts); null: the country's standard band. */
    taxClass: text('tax_class'),
  },
  (t) => [
    uniqueIndex('memberships_business_name_unique').on(t.businessId, sql`lower(${t.name})`),
    ...listIndexes('memberships', t, { sortable: [t.name], searchable: [t.name] }),
  ],
);

/** Gift vouchers the business sells (registry/resources/voucher.ts). */
export const vouchers = tenantTable(
  'vouchers',
  {
    name: text('name').notNull(),
    value: money('value').notNull(),
    saleLimit: integer('sale_limit').notNull(),
    validityDays: integer('validity_days').notNull(),
    /** Kept for the form; a voucher's sale is never taxed (registry/tax.ts UNTAXED_KINDS). */
    taxClass: text('tax_class'),
  },
  (t) =>
    listIndexes('vouchers', t, {
      sortable: [t.name, t.value, t.saleLimit, t.validityDays],
      searchable: [t.name],
    }),
);

/**
 * A membership a client holds: the frequency and price chosen at sale, its days in the business
 * time zone (`endDate` the last covered day, null when the programme is open-ended).
 */
export const clientMemberships = tenantTable(
  'client_memberships',
  {
    clientId: uuid('client_id').notNull(),
    membershipId: uuid('membership_id').notNull(),
    frequency: text('frequency').notNull(),
    price: money('price').notNull(),
    /** How many durations were bought (the checkout's Duration field). */
    periods: integer('periods').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    status: holdingStatus(),
  },
  (t) => [
    ...ownedBy('client_memberships', t, t.clientId, clients, 'client'),
    // A programme clients hold is not deleted (their history would lose its name and terms); NO
    // ACTION rather than RESTRICT, so deleting the whole business still cascades in one statement.
    tenantReference(t, t.membershipId, memberships).onDelete('no action'),
    index('client_memberships_membership_idx').on(t.businessId, t.membershipId),
  ],
);

/** A visit a client made under a membership they hold. */
export const membershipSessions = tenantTable(
  'membership_sessions',
  {
    clientMembershipId: uuid('client_membership_id').notNull(),
    clientId: uuid('client_id').notNull(),
    /** The service of the visit, when one was named; not a foreign key so a deleted service keeps its history. */
    serviceId: uuid('service_id'),
    sessionAt: timestampTz('session_at').notNull(),
    notes: text('notes'),
  },
  (t) => [
    tenantReference(t, t.clientMembershipId, clientMemberships).onDelete('cascade'),
    index('membership_sessions_business_session_idx').on(t.businessId, t.sessionAt),
    index('membership_sessions_client_idx').on(t.businessId, t.clientId),
  ],
);

/**
 * A gift voucher sold to a client, spent at the checkout by its code (a payment of method `voucher`). The code is unique per business and
 * random enough that businesses never share one; validation looks it up across businesses to
 * tell "other business" from "not found".
 */
export const clientVouchers = tenantTable(
  'client_vouchers',
  {
    voucherId: uuid('voucher_id').notNull(),
    clientId: uuid('client_id').notNull(),
    code: text('code').notNull(),
    value: money('value').notNull(),
    /** What it has paid toward orders, less what refunds gave back to it. */
    spent: money('spent').notNull().default('0'),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    /** The last day the voucher may be used, in the business time zone. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    status: holdingStatus(),
  },
  (t) => [
    uniqueIndex('client_vouchers_business_code_unique').on(t.businessId, t.code),
    check('client_vouchers_spent_within_value', sql`${t.spent} >= 0 and ${t.spent} <= ${t.value}`),
    index('client_vouchers_code_idx').on(t.code),
    ...ownedBy('client_vouchers', t, t.clientId, clients, 'client'),
    tenantReference(t, t.voucherId, vouchers).onDelete('no action'),
  ],
);

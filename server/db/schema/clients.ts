import { boolean, date, index, text, unique, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS } from '../../../registry/messages';
import { listIndexes, searchIndex, tenantReference, tenantTable } from './columns';

/** Clients of a business (registry/resources/client.ts). */
export const clients = tenantTable(
  'clients',
  {
    fullName: text('full_name').notNull(),
    /** E.164, normalised on write. */
    phone: text('phone'),
    email: text('email').notNull(),
    gender: text('gender').notNull(),
    address: text('address'),
    notes: text('notes'),
    image: text('image'),
    /** The client asked for no e-mail (or SMS) from the business: client messages skip them. */
    emailOptOut: boolean('email_opt_out').notNull().default(false),
    smsOptOut: boolean('sms_opt_out').notNull().default(false),
    /** How the client came: entered at the desk, or by booking online (docs/areas/booking-site.md). */
    source: text('source', { enum: ['back-office', 'online'] })
      .notNull()
      .default('back-office'),
    /** The channel the client's own messages (confirmations, reminders) go by first. */
    preferredChannel: text('preferred_channel', { enum: MESSAGE_CHANNELS })
      .notNull()
      .default('sms'),
    birthday: date('birthday', { mode: 'string' }),
    /** The language the client's messages are written in: en or sw; null means the business's. */
    language: text('language', { enum: ['en', 'sw'] }),
    /**
     * Marketing consent in force per channel (docs/areas/messages.md): false until recorded;
     * every change is a row of `client_consents` written in the same transaction.
     */
    marketingSms: boolean('marketing_sms').notNull().default(false),
    marketingEmail: boolean('marketing_email').notNull().default(false),
    marketingWhatsapp: boolean('marketing_whatsapp').notNull().default(false),
  },
  (t) =>
    listIndexes('clients', t, {
      sortable: [t.fullName, t.email],
      searchable: [t.fullName, t.phone, t.email],
    }),
);

export const clientCategories = tenantTable(
  'client_categories',
  { category_name: text('category_name').notNull() },
  (t) => [
    ...listIndexes('client_categories', t, { sortable: [t.category_name] }),
    // Its search index was named before the `<table>_<column>_search_idx` rule; the name stays.
    searchIndex('client_categories_name_search_idx', t.category_name),
  ],
);

/**
 * Which clients belong to which client categories. The foreign keys include `business_id`, so
 * a membership can only join a client and a category of the same business. Deleting a client
 * or a category removes its memberships in the same statement (cascade).
 */
export const clientCategoryMembers = tenantTable(
  'client_category_members',
  {
    clientId: uuid('client_id').notNull(),
    categoryId: uuid('category_id').notNull(),
  },
  (t) => [
    unique('client_category_members_member_unique').on(t.businessId, t.clientId, t.categoryId),
    // The filter "clients of a category" and the per-category counts read from the category side.
    index('client_category_members_category_idx').on(t.businessId, t.categoryId),
    tenantReference(t, t.clientId, clients, 'client_category_members_client_fk').onDelete(
      'cascade',
    ),
    tenantReference(
      t,
      t.categoryId,
      clientCategories,
      'client_category_members_category_fk',
    ).onDelete('cascade'),
  ],
);

import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_WORKING_HOURS } from '../../../registry/staff/workingHours';
import { searchIndex, tenantColumns } from './columns';

/** Clients of a business (registry/resources/client.ts). */
export const clients = pgTable(
  'clients',
  {
    ...tenantColumns(),
    fullName: text('full_name').notNull(),
    /** E.164, normalised on write. */
    phone: text('phone'),
    email: text('email').notNull(),
    gender: text('gender').notNull(),
    address: text('address'),
    notes: text('notes'),
    image: text('image'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('clients_business_created_idx').on(t.businessId, t.createdAt),
    searchIndex('clients_full_name_search_idx', t.fullName),
    searchIndex('clients_phone_search_idx', t.phone),
    searchIndex('clients_email_search_idx', t.email),
  ],
);

/** Staff of a business (registry/resources/employee.ts); `userId` links the account they sign in with. */
export const employees = pgTable(
  'employees',
  {
    ...tenantColumns(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    jobTitleId: uuid('job_title_id'),
    userId: uuid('user_id'),
    /** Weekly working hours in the business time zone (design.md 4). */
    workingHours: jsonb('working_hours').notNull().default(DEFAULT_WORKING_HOURS),
    image: text('image'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('employees_business_created_idx').on(t.businessId, t.createdAt),
    searchIndex('employees_full_name_search_idx', t.fullName),
    searchIndex('employees_phone_search_idx', t.phone),
    searchIndex('employees_email_search_idx', t.email),
    // The role follows the e-mail: revoking looks for other employees linked to the same user.
    index('employees_business_user_idx').on(t.businessId, t.userId),
  ],
);

import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_WORKING_HOURS } from '../../../registry/staff/workingHours';
import { users } from './accounts';
import { searchIndex, sortIndex, tenantColumns } from './columns';

/** Tables of the plain registry resources (registry/resources). */
export const jobTitles = pgTable(
  'job_titles',
  { ...tenantColumns(), name: text('name').notNull() },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('job_titles_business_created_idx').on(t.businessId, t.createdAt),
    sortIndex('job_titles_business_name_idx', t, t.name),
    searchIndex('job_titles_name_search_idx', t.name),
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
    sortIndex('employees_business_full_name_idx', t, t.fullName),
    searchIndex('employees_full_name_search_idx', t.fullName),
    searchIndex('employees_phone_search_idx', t.phone),
    searchIndex('employees_email_search_idx', t.email),
    // The role follows the e-mail: revoking looks for other employees linked to the same user.
    index('employees_business_user_idx').on(t.businessId, t.userId),
  ],
);

/**
 * An invitation to set a password for the staff account made for an employee's e-mail. Only
 * the SHA-256 of the token is kept; the token itself travels in the e-mail.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    // Not unique: the business key leads every unique key (design.md 1); 256 random bits do not collide.
    index('staff_invitations_token_idx').on(t.tokenHash),
    index('staff_invitations_employee_idx').on(t.businessId, t.employeeId),
  ],
);

import { boolean, index, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_WORKING_HOURS } from '../../../registry/staff/workingHours';
import { accountUser } from './accounts';
import { listIndexes, tenantTable } from './columns';
import { expiresAt, image, timestampTz } from './columnTypes';

/** Tables of the plain registry resources (registry/resources). */
export const jobTitles = tenantTable('job_titles', { name: text('name').notNull() }, (t) =>
  listIndexes('job_titles', t, { sortable: [t.name], searchable: [t.name] }),
);

/** Staff of a business (registry/resources/employee.ts); `userId` links the account they sign in with. */
export const employees = tenantTable(
  'employees',
  {
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    jobTitleId: uuid('job_title_id'),
    userId: uuid('user_id'),
    /** Weekly working hours in the business time zone (design.md 4). */
    workingHours: jsonb('working_hours').notNull().default(DEFAULT_WORKING_HOURS),
    image: image(),
    takesOnlineBookings: boolean('takes_online_bookings').notNull().default(true),
    /** The commission plan the staff member is paid by; not a foreign key: a deleted plan pays none. */
    commissionPlanId: uuid('commission_plan_id'),
  },
  (t) => [
    ...listIndexes('employees', t, {
      sortable: [t.fullName],
      searchable: [t.fullName, t.phone, t.email],
    }),
    // The role follows the e-mail: revoking looks for other employees linked to the same user.
    index('employees_business_user_idx').on(t.businessId, t.userId),
  ],
);

/**
 * An invitation to set a password for the staff account made for an employee's e-mail. Only
 * the SHA-256 of the token is kept; the token itself travels in the e-mail.
 */
export const staffInvitations = tenantTable(
  'staff_invitations',
  {
    employeeId: uuid('employee_id').notNull(),
    userId: accountUser(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: expiresAt(),
    acceptedAt: timestampTz('accepted_at'),
  },
  (t) => [
    // Not unique: the business key leads every unique key (design.md 1); 256 random bits do not collide.
    index('staff_invitations_token_idx').on(t.tokenHash),
    index('staff_invitations_employee_idx').on(t.businessId, t.employeeId),
  ],
);

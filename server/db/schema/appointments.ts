import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_SOURCES,
  CANCELLED_BY,
  DEPOSIT_STATUSES,
  type StatusChange,
} from '../../../registry/appointments';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consultationForms } from './clientRecords';
import { clients } from './clients';
import { createdIndex, tenantReference, tenantTable } from './columns';
import { timestampTz } from './columnTypes';
import { serviceRooms } from './services';
import { employees } from './staff';
import type { StaffShare } from '../../../registry/lineShares';

/**
 * Appointments (back-office.md 3, design.md 4). `endDate` is stored beside the duration so the
 * exclusion constraints of migration 0017 can compare `tstzrange(start_date, end_date)`: no two
 * live appointments (neither cancelled nor no-show) of one employee, or of one room, overlap,
 * unless one was booked with `allowOverlap` by a user allowed to.
 */
export const appointments = tenantTable(
  'appointments',
  {
    clientId: uuid('client_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    /** Null: its employee alone. Else the staff credited and their shares, its employee first (registry/lineShares.ts). */
    staffShares: jsonb('staff_shares').$type<StaffShare[]>(),
    serviceIds: uuid('service_ids').array().notNull(),
    /** The service room (the spec's `location`), optional. */
    roomId: uuid('room_id'),
    consultationFormId: uuid('consultation_form_id'),
    notes: text('notes'),
    startDate: timestampTz('start_date').notNull(),
    durationInMinutes: integer('duration_in_minutes').notNull(),
    endDate: timestampTz('end_date').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('booked'),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    /** The appointments of one recurring booking share it. */
    seriesId: uuid('series_id'),
    allowOverlap: boolean('allow_overlap').notNull().default(false),
    /** The order that paid for it (docs/areas/orders.md); null while unpaid. */
    paidOrderId: uuid('paid_order_id'),
    /** Where it was booked: at the desk, or by the client on the booking site (docs/areas/booking-site.md). */
    source: text('source', { enum: APPOINTMENT_SOURCES }).notNull().default('back-office'),
    /** The deposit asked, in minor units of the business currency; 0 when none. */
    depositMinor: integer('deposit_minor').notNull().default(0),
    /** Null without a deposit; then pending, paid, and at the end kept, refunded or released (unpaid in time). */
    depositStatus: text('deposit_status', { enum: DEPOSIT_STATUSES }),
    /** An unpaid deposit's deadline: past it the appointment is released. */
    depositDueBy: timestampTz('deposit_due_by'),
    /** SHA-256 of the manage link's secret (the client's way back to the booking); null until one is sent. */
    manageTokenHash: text('manage_token_hash'),
  },
  (t) => [
    tenantReference(t, t.clientId, clients).onDelete('cascade'),
    tenantReference(t, t.employeeId, employees).onDelete('cascade'),
    tenantReference(t, t.roomId, serviceRooms).onDelete('set null'),
    tenantReference(t, t.consultationFormId, consultationForms).onDelete('set null'),
    index('appointments_business_start_idx').on(t.businessId, t.startDate, t.id),
    createdIndex('appointments', t),
    index('appointments_employee_start_idx').on(t.businessId, t.employeeId, t.startDate),
    index('appointments_client_start_idx').on(t.businessId, t.clientId, t.startDate),
    uniqueIndex('appointments_manage_token_unique').on(t.manageTokenHash),
    // The release sweep's look-up of unpaid deposits past their time.
    index('appointments_deposit_due_idx')
      .on(t.depositDueBy)
      .where(sql`${t.depositStatus} = 'pending'`),
    index('appointments_room_start_idx')
      .on(t.businessId, t.roomId, t.startDate)
      .where(sql`${t.roomId} is not null`),
  ],
);

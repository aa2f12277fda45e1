import {
  APPOINTMENT_STATUSES,
  CANCELLED_BY,
  type StatusChange,
} from '../../../registry/appointments';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { consultationForms } from './clientRecords';
import { clients } from './clients';
import { createdIndex, tenantReference, tenantTable } from './columns';
import { timestampTz } from './columnTypes';
import { serviceRooms } from './services';
import { employees } from './staff';

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
    index('appointments_room_start_idx')
      .on(t.businessId, t.roomId, t.startDate)
      .where(sql`${t.roomId} is not null`),
  ],
);

import {
  APPOINTMENT_STATUSES,
  CANCELLED_BY,
  type StatusChange,
} from '../../../registry/appointments';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { consultationForms } from './clientRecords';
import { clients } from './clients';
import { tenantColumns } from './columns';
import { serviceRooms } from './services';
import { employees } from './staff';

/**
 * Appointments (back-office.md 3, design.md 4). `endDate` is stored beside the duration so the
 * exclusion constraints of migration 0017 can compare `tstzrange(start_date, end_date)`: no two
 * live appointments (neither cancelled nor no-show) of one employee, or of one room, overlap,
 * unless one was booked with `allowOverlap` by a user allowed to.
 */
export const appointments = pgTable(
  'appointments',
  {
    ...tenantColumns(),
    clientId: uuid('client_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    serviceIds: uuid('service_ids').array().notNull(),
    /** The service room (the spec's `location`), optional. */
    roomId: uuid('room_id'),
    consultationFormId: uuid('consultation_form_id'),
    notes: text('notes'),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    durationInMinutes: integer('duration_in_minutes').notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
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
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.employeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.businessId, t.roomId],
      foreignColumns: [serviceRooms.businessId, serviceRooms.id],
    }).onDelete('set null'),
    foreignKey({
      columns: [t.businessId, t.consultationFormId],
      foreignColumns: [consultationForms.businessId, consultationForms.id],
    }).onDelete('set null'),
    index('appointments_business_start_idx').on(t.businessId, t.startDate, t.id),
    index('appointments_business_created_idx').on(t.businessId, t.createdAt),
    index('appointments_employee_start_idx').on(t.businessId, t.employeeId, t.startDate),
    index('appointments_client_start_idx').on(t.businessId, t.clientId, t.startDate),
    index('appointments_room_start_idx')
      .on(t.businessId, t.roomId, t.startDate)
      .where(sql`${t.roomId} is not null`),
  ],
);

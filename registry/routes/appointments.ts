import type { Action } from '../modules';
import type { RouteDeclaration } from './declaration';
import { employee } from '../resources/employee';

const appointmentsAccess = <A extends Action>(action: A) =>
  ({ module: 'appointments.Appointments', action }) as const;

/** Appointments (back-office.md 7, docs/areas/appointments.md). */
export const appointmentsRoutes = {
  appointmentList: {
    method: 'GET',
    path: '/v1/appointment',
    access: appointmentsAccess('read'),
    replyKey: 'appointmentPage',
  },
  appointmentCreate: {
    method: 'POST',
    created: true,
    path: '/v1/appointment',
    access: appointmentsAccess('create'),
    replyKey: 'appointment',
  },
  appointmentRecurringCreate: {
    method: 'POST',
    created: true,
    path: '/v1/appointment/bulk',
    access: appointmentsAccess('create'),
    replyKey: 'appointments',
  },
  appointmentUpdate: {
    method: 'PUT',
    path: '/v1/appointment/:id',
    access: appointmentsAccess('update'),
    replyKey: 'appointment',
  },
  appointmentDelete: {
    method: 'DELETE',
    path: '/v1/appointment/:id',
    replyKey: 'appointment',
    access: appointmentsAccess('delete'),
  },
  appointmentsByRoom: {
    method: 'GET',
    path: '/v1/appointment/grouped-by-room',
    access: appointmentsAccess('read'),
    replyKey: 'groupedAppointments',
  },
  // The staff picker: whoever may read the staff sees who is free for a slot.
  staffAvailability: {
    method: 'GET',
    path: '/v1/employee/get-with-availability',
    access: { module: employee.module, action: 'read' },
    replyKey: 'employees',
  },
  appointmentCount: {
    method: 'GET',
    path: '/v1/appointment/count',
    access: appointmentsAccess('read'),
    replyKey: 'appointmentCount',
  },
  appointmentClientUpdate: {
    method: 'PUT',
    path: '/v1/appointment/client-update/:id',
    access: appointmentsAccess('update'),
    replyKey: 'appointment',
  },
  // `?id=`, one or several: `{ appointment }` for one, `{ deleted }` for several.
  appointmentDeleteMany: {
    method: 'DELETE',
    path: '/v1/appointment',
    access: appointmentsAccess('delete'),
  },
} as const satisfies Record<string, RouteDeclaration>;

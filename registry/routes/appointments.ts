import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { employee } from '../resources/employee';

const appointmentPath = '/v1/appointment';
const appointments = moduleRoutes('appointments.Appointments');

/** Appointments (back-office.md 7, docs/areas/appointments.md). */
export const appointmentsRoutes = {
  appointmentList: appointments.read(appointmentPath, 'appointmentPage'),
  appointmentCreate: appointments.create(appointmentPath, 'appointment'),
  appointmentRecurringCreate: appointments.create(`${appointmentPath}/bulk`, 'appointments'),
  appointmentUpdate: appointments.update(`${appointmentPath}/:id`, 'appointment'),
  appointmentDelete: appointments.remove(`${appointmentPath}/:id`, 'appointment'),
  appointmentsByRoom: appointments.read(
    `${appointmentPath}/grouped-by-room`,
    'groupedAppointments',
  ),
  // The staff picker: whoever may read the staff sees who is free for a slot.
  staffAvailability: moduleRoutes(employee.module).read(
    '/v1/employee/get-with-availability',
    'employees',
  ),
  appointmentCount: appointments.read(`${appointmentPath}/count`, 'appointmentCount'),
  appointmentClientUpdate: appointments.update(
    `${appointmentPath}/client-update/:id`,
    'appointment',
  ),
  // `?id=`, one or several: `{ appointment }` for one, `{ deleted }` for several.
  appointmentDeleteMany: {
    method: 'DELETE',
    path: appointmentPath,
    access: appointments.access('delete'),
  },
} as const satisfies Record<string, RouteDeclaration>;

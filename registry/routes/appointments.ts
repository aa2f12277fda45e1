import type { RouteDeclaration } from './declaration';

/** Appointments (back-office.md 7, docs/areas/appointments.md). */
export const appointmentsRoutes = {
  // Appointments (back-office.md 7, docs/areas/appointments.md).
  appointmentList: { method: 'GET', path: '/v1/appointment', replyKey: 'appointmentPage' },
  appointmentCreate: { method: 'POST', path: '/v1/appointment', replyKey: 'appointment' },
  appointmentRecurringCreate: {
    method: 'POST',
    path: '/v1/appointment/bulk',
    replyKey: 'appointments',
  },
  appointmentUpdate: { method: 'PUT', path: '/v1/appointment/:id', replyKey: 'appointment' },
  appointmentDelete: {
    method: 'DELETE',
    path: '/v1/appointment/:id',
    replyKey: 'appointment',
    access: { module: 'appointments.Appointments', action: 'delete' },
  },
  appointmentsByRoom: {
    method: 'GET',
    path: '/v1/appointment/grouped-by-room',
    replyKey: 'groupedAppointments',
  },
  staffAvailability: {
    method: 'GET',
    path: '/v1/employee/get-with-availability',
    replyKey: 'employees',
  },
  appointmentCount: { method: 'GET', path: '/v1/appointment/count' },
  appointmentClientUpdate: { method: 'PUT', path: '/v1/appointment/client-update/:id' },
  appointmentDeleteMany: { method: 'DELETE', path: '/v1/appointment' },
} as const satisfies Record<string, RouteDeclaration>;

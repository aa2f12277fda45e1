import type { AppointmentStatus } from '../dataProvider/appointments';

/** The statuses in the order a visit goes through them, then the two ways it ends early. */
export const APPOINTMENT_STATUSES: AppointmentStatus[] = [
  'booked',
  'confirmed',
  'arrived',
  'started',
  'completed',
  'no_show',
  'cancelled',
];

export const statusLabelKey = (status: AppointmentStatus) => `saluni.appointments.status.${status}`;

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

/**
 * Each status's colour, the same on every screen (lists, the dashboard, the calendar): MUI palette
 * names, so they follow the theme and keep their contrast.
 */
export const STATUS_COLOURS: Record<
  AppointmentStatus,
  'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error'
> = {
  booked: 'primary',
  confirmed: 'info',
  arrived: 'secondary',
  started: 'warning',
  completed: 'success',
  no_show: 'error',
  cancelled: 'default',
};

export const statusLabelKey = (status: AppointmentStatus) => `saluni.appointments.status.${status}`;

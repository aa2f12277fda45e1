import type { AppointmentStatus } from '../../registry/appointments';

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

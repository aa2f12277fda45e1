import type { AppointmentStatus } from '../../registry/appointments';

export const statusLabelKey = (status: AppointmentStatus) => `saluni.appointments.status.${status}`;

/** The name permission checks and query keys use for appointments (module appointments.Appointments). */
export const APPOINTMENT_RESOURCE = 'appointment';

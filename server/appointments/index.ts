/** What the appointments area offers the rest of the server: other areas and app.ts reach it only here. */
export { businessCalendarOf } from './booking';
export { refuseClientWithAppointments, refuseEmployeeWithAppointments } from './deleteGuards';
export { registerAppointmentRoutes } from './routes';

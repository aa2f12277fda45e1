/** What the appointments area offers the rest of the server: other areas and app.ts reach it only here. */
export { businessCalendarOf, unavailable } from './booking';
export { checkedShares, staffSharesField } from './lineShares';
export {
  availabilityRule,
  availabilityRuleAt,
  localSlotOf,
  publicHolidayOn,
  type BusinessCalendar,
  type LocalSlot,
} from './availability';
export { staffBusyOf, type BusyExcept, type StaffBusy } from './liveHolds';
export { refuseClientWithAppointments, refuseEmployeeWithAppointments } from './deleteGuards';
export { registerAppointmentRoutes } from './routes';
export { bookAppointment } from './appointmentWrites';
export { bookingSchema } from './schemas';
export { emitAppointmentEvent } from './documents';

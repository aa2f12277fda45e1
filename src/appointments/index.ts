/** What other areas use of this area; they import nothing else of it. */
export { LazyAppointmentDialog } from './LazyAppointmentDialog';
export { AppointmentLineText, NoAppointments } from './AppointmentLines';
export { PersonAppointments } from './PersonAppointments';
export { bookingMarksOf } from './bookingMarks';
export type { BookingFormValues } from './bookingForm';
export { refreshAppointments } from './refreshAppointments';

import type {
  Appointment,
  AppointmentPage,
  BookingLinkSent,
  AppointmentStatus,
  RecurringPeriod,
  RoomAppointments,
  StaffAvailability,
} from '../../registry/appointments';
import type { StaffShareInput } from '../../registry/orders';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

export type {
  Appointment,
  AppointmentPage,
  BookingLinkSent,
  AppointmentStatus,
  RoomAppointments,
  StaffAvailability,
};

/** The list's filters: a time range (ISO instants) and whose appointments. */
export interface AppointmentFilters {
  startDate?: string;
  endDate?: string;
  clientId?: string;
  employeeId?: string;
  location?: string;
  status?: AppointmentStatus;
  limit?: number;
}

/** What a booking sends (`location` is a service room's id). */
export interface Booking {
  clientId: string;
  employeeId: string;
  serviceIds: string[];
  location: string | null;
  consultationFormId: string | null;
  notes: string;
  startDate: string;
  durationInMinutes: number;
  /** Everyone credited with its services, its employee first; `[]` clears them (its employee alone). */
  staffShares?: StaffShareInput[];
  /** Books over a conflict after a warning; owners and admins only. */
  allowOverlap?: boolean;
}

/** A change of an appointment: any booking field, its status and who cancelled. */
export type AppointmentChange = Partial<Booking> & {
  status?: AppointmentStatus;
  cancelledBy?: 'client' | 'business';
};

/** The appointment calls, as dataProvider methods. */
export const appointmentMethods = ({ call }: RouteCaller) => ({
  appointments: (filters: AppointmentFilters) =>
    call<AppointmentPage>(ROUTES.appointmentList, { query: { ...filters } }),
  createAppointment: (booking: Booking) =>
    call<Appointment>(ROUTES.appointmentCreate, { body: { ...booking } }),
  /** `holidayDates`: the person's choice for each public holiday the series meets (docs/areas/appointments.md). */
  createRecurringAppointments: (
    booking: Booking,
    recurringPeriod: RecurringPeriod,
    repeatCount: number,
    holidayDates: { skipDates: string[]; bookAnywayDates: string[] } = {
      skipDates: [],
      bookAnywayDates: [],
    },
  ) =>
    call<Appointment[]>(ROUTES.appointmentRecurringCreate, {
      body: { ...booking, recurringPeriod, repeatCount, ...holidayDates },
    }),
  updateAppointment: (id: string, change: AppointmentChange) =>
    call<Appointment>(ROUTES.appointmentUpdate, { id, body: { ...change } }),
  deleteAppointment: (id: string) => call<Appointment>(ROUTES.appointmentDelete, { id }),
  /** The business's day (`YYYY-MM-DD`), one group per room and one without. */
  appointmentsByRoom: (date: string) =>
    call<RoomAppointments[]>(ROUTES.appointmentsByRoom, { query: { date } }),
  staffAvailability: (slot: {
    startDate: string;
    durationInMinutes: number;
    serviceIds: readonly string[];
  }) => call<StaffAvailability[]>(ROUTES.staffAvailability, { query: { ...slot } }),
  /** "Send booking link": an SMS to the client to confirm and pay the deposit (docs/areas/online-booking.md). */
  sendBookingLink: (id: string) =>
    call<BookingLinkSent>(ROUTES.appointmentBookingLink, { id, body: {} }),
});

import type { RecurringPeriod } from '../../registry/appointments';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

export type AppointmentStatus =
  'booked' | 'confirmed' | 'arrived' | 'started' | 'completed' | 'no_show' | 'cancelled';

/** An appointment as the API answers it (docs/areas/appointments.md). */
export interface Appointment {
  _id: string;
  clientId: string;
  employeeId: string;
  serviceIds: string[];
  location: string | null;
  consultationFormId: string | null;
  notes: string | null;
  startDate: string;
  durationInMinutes: number;
  endDate: string;
  status: AppointmentStatus;
  cancelledBy: 'client' | 'business' | null;
  seriesId: string | null;
  /** Whether an order of the checkout paid for it, and which (the server always sends both). */
  paid?: boolean;
  orderId?: string | null;
}

export interface AppointmentPage {
  docs: Appointment[];
  total: number;
  uniqueClientsCount: number;
}

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
  /** Books over a conflict after a warning; owners and admins only. */
  allowOverlap?: boolean;
}

/** A change of an appointment: any booking field, its status and who cancelled. */
export type AppointmentChange = Partial<Booking> & {
  status?: AppointmentStatus;
  cancelledBy?: 'client' | 'business';
};

/** A staff member as the availability look-up answers: free or not, and why. */
export interface StaffAvailability {
  _id: string;
  fullName: string;
  available: boolean;
  reason?: 'holiday' | 'outsideHours' | 'booked';
  message?: string;
}

export interface RoomAppointments {
  room: { _id: string; name: string } | null;
  appointments: Appointment[];
}

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
});

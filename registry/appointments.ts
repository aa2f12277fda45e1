import type { StaffShare } from './lineShares';
/** The spec's recurring periods (back-office.md 2): week, month, 14-day, 6-month; web and server share them. */
export const RECURRING_PERIODS = ['week', 'month', '14-day', '6-month'] as const;
export type RecurringPeriod = (typeof RECURRING_PERIODS)[number];

/** Repeat counts a series may have: the spec's minimum of 1 (the first alone), a year of weeks at most. */
export const MIN_REPEAT_COUNT = 1;
export const MAX_REPEAT_COUNT = 52;

/** An appointment's statuses, in the order a visit goes through them, then the two ways it ends early. */
export const APPOINTMENT_STATUSES = [
  'booked',
  'confirmed',
  'arrived',
  'started',
  'completed',
  'no_show',
  'cancelled',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Where an appointment was booked: at the desk, or by the client on the booking site. */
export const APPOINTMENT_SOURCES = ['back-office', 'online'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

/**
 * A deposit's life (docs/areas/booking-site.md): asked and `pending`, then `paid`; a paid one
 * ends `kept` (a no-show or a late cancellation), `refunded` (an early cancellation) or `applied`
 * (taken into the checkout's order); an unpaid one past its time is `released` with its appointment.
 */
export const DEPOSIT_STATUSES = [
  'pending',
  'paid',
  'applied',
  'kept',
  'refunded',
  'released',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Who cancelled an appointment. */
export const CANCELLED_BY = ['client', 'business'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** One change of an appointment's status, kept in its history. */
export interface StatusChange {
  status: AppointmentStatus;
  at: string;
  /**
   * The staff member who made the change; null when none did: the client on the booking site
   * (a booking, a cancellation, a move) or the server itself (an unpaid deposit's release).
   */
  byUserId: string | null;
  cancelledBy?: CancelledBy;
}

/** An appointment as the API answers it (docs/areas/appointments.md): the room is the spec's `location`. */
export interface Appointment {
  _id: string;
  /** The server always sends the fields marked optional; the web app's screens do not read them. */
  businessId?: string;
  clientId: string;
  employeeId: string;
  /**
   * The staff credited with its services and their shares (registry/lineShares.ts), its
   * employee first: empty when its employee alone did them. The checkout takes them as the
   * default shares of the services' lines.
   */
  staffShares: StaffShare[];
  serviceIds: string[];
  location: string | null;
  consultationFormId: string | null;
  notes: string | null;
  startDate: string;
  durationInMinutes: number;
  endDate: string;
  status: AppointmentStatus;
  cancelledBy: CancelledBy | null;
  statusHistory?: StatusChange[];
  seriesId: string | null;
  allowOverlap?: boolean;
  /** Whether an order of the checkout paid for it, and which (docs/areas/orders.md). */
  paid?: boolean;
  orderId?: string | null;
  /**
   * Where it was booked and its deposit (docs/areas/online-booking.md), in minor units of the
   * business currency; the back office reads them and never writes them (its bodies ignore them).
   */
  source?: AppointmentSource;
  depositMinor?: number;
  /** Null without a deposit. */
  depositStatus?: DepositStatus | null;
  /** An unpaid deposit's deadline, past which the appointment is released. */
  depositDueBy?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/**
 * `POST /v1/appointment/:id/booking-link` -> { bookingLink }: the link went by SMS to `sentTo`
 * (the client's mobile as stored), and the deposit of `depositMinor` is due by `dueBy` (ISO).
 */
export interface BookingLinkSent {
  sentTo: string;
  dueBy: string;
  depositMinor: number;
}

/** `GET /v1/appointment` -> { appointmentPage }. */
export interface AppointmentPage {
  docs: Appointment[];
  total: number;
  uniqueClientsCount: number;
}

/** A staff member as the availability look-up answers: free or not, and why. */
export interface StaffAvailability {
  _id: string;
  fullName: string;
  available: boolean;
  reason?: 'holiday' | 'outsideHours' | 'booked';
  message?: string;
}

/** The appointments of one service room (or of none). */
export interface RoomAppointments {
  room: { _id: string; name: string } | null;
  appointments: Appointment[];
}

import { and, eq, gt, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { appointments, bookingHolds } from '../db/schema';

/** Appointments that no longer hold their time. */
export const RELEASED_STATUSES = ['cancelled', 'no_show'] as const;

/**
 * A hold of the booking site keeps its time while it is `held` and its `expires_at` is ahead
 * (docs/areas/booking-site.md): an expired hold frees its slot by this test alone, with no job.
 * `now()` is the database's clock, so every server agrees when a hold ends.
 */
export const holdIsLive = (): SQL =>
  and(eq(bookingHolds.status, 'held'), gt(bookingHolds.expiresAt, sql`now()`))!;

/** What a busy time is: an appointment's, or a live hold's (`held`). */
export interface StaffBusy {
  start: Date;
  end: Date;
  employeeId: string;
  held: boolean;
}

/** What an own booking or hold leaves out of the busy times: the one being moved or converted. */
export interface BusyExcept {
  appointmentId?: string;
  holdId?: string;
}

/** Which holds keep time from employees over `[from, to)`: the live ones, except `exceptHoldId`. */
const liveHoldsMeeting = (
  businessId: string,
  employeeIds: string[],
  from: Date,
  to: Date,
  exceptHoldId?: string,
) =>
  and(
    eq(bookingHolds.businessId, businessId),
    inArray(bookingHolds.employeeId, employeeIds),
    holdIsLive(),
    lt(bookingHolds.startDate, to),
    gt(bookingHolds.endDate, from),
    exceptHoldId ? ne(bookingHolds.id, exceptHoldId) : undefined,
  );

/** Live holds of employees meeting `[from, to)`: what a desk booking's check adds to the appointments. */
export const liveHoldsOf = (
  db: Database,
  businessId: string,
  employeeIds: string[],
  from: Date,
  to: Date,
) =>
  db
    .select({
      start: bookingHolds.startDate,
      end: bookingHolds.endDate,
      employeeId: bookingHolds.employeeId,
    })
    .from(bookingHolds)
    .where(liveHoldsMeeting(businessId, employeeIds, from, to));

/**
 * The busy times of `employeeIds` meeting `[from, to)` in one query: their live appointments and
 * their live holds, less `except`. The booking site's free times read a whole day of every
 * eligible employee with it, and its slot check one employee's.
 */
export const staffBusyOf = async (
  db: Database,
  businessId: string,
  employeeIds: string[],
  from: Date,
  to: Date,
  except: BusyExcept = {},
): Promise<StaffBusy[]> => {
  if (!employeeIds.length) return [];
  const booked = db
    .select({
      start: appointments.startDate,
      end: appointments.endDate,
      employeeId: appointments.employeeId,
      held: sql<boolean>`false`.as('held'),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        inArray(appointments.employeeId, employeeIds),
        notInArray(appointments.status, [...RELEASED_STATUSES]),
        lt(appointments.startDate, to),
        gt(appointments.endDate, from),
        except.appointmentId ? ne(appointments.id, except.appointmentId) : undefined,
      ),
    );
  const held = db
    .select({
      start: bookingHolds.startDate,
      end: bookingHolds.endDate,
      employeeId: bookingHolds.employeeId,
      held: sql<boolean>`true`.as('held'),
    })
    .from(bookingHolds)
    .where(liveHoldsMeeting(businessId, employeeIds, from, to, except.holdId));
  const rows = await booked.unionAll(held);
  // A union's rows come back raw on some drivers: the instants as text.
  return rows.map((row) => ({
    start: new Date(row.start),
    end: new Date(row.end),
    employeeId: row.employeeId,
    held: row.held,
  }));
};

/** Live holds of everyone in the business meeting `[from, to)`, prepared: the staff picker's look-up adds them to the appointments. */
export const liveHoldsOfEveryone = preparedStatement((db) =>
  db
    .select({
      start: bookingHolds.startDate,
      end: bookingHolds.endDate,
      employeeId: bookingHolds.employeeId,
    })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.businessId, sql.placeholder('businessId')),
        holdIsLive(),
        lt(bookingHolds.startDate, sql.placeholder('to')),
        gt(bookingHolds.endDate, sql.placeholder('from')),
      ),
    )
    .prepare('saluni_booking_holds_live_of_everyone'),
);

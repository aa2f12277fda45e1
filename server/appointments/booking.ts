import type { StatusChange } from '../../registry/appointments';
import { and, eq, gt, inArray, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { WorkingDay } from '../../registry/staff/workingHours';
import { hasBusinessRow, lockBusinessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import {
  appointments,
  businesses,
  clients,
  consultationForms,
  employees,
  serviceRooms,
  services,
} from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { Access } from '../tenancy/access';
import {
  availabilityOf,
  localSlotOf,
  type BusinessCalendar,
  type Slot,
  type UnavailableReason,
} from './availability';
import { conflictRefused, takenBy, type HeldInterval } from './conflicts';
import { liveHoldsOf, liveHoldsOfEveryone, RELEASED_STATUSES } from './liveHolds';

export { RELEASED_STATUSES };

const MINUTE = 60_000;

export interface BookingInput {
  clientId: string;
  employeeId: string;
  serviceIds: string[];
  roomId: string | null;
  consultationFormId: string | null;
  notes: string | null;
  startDate: Date;
  durationInMinutes: number;
  /** Books over a conflict: only owners and admins, after the warning the conflict gave them. */
  allowOverlap: boolean;
}

/** The business settings the availability rule reads. */
const businessCalendar = preparedStatement((db) =>
  db
    .select({
      country: businesses.country,
      state: businesses.state,
      timezone: businesses.timezone,
      appointmentGapInMinutes: businesses.appointmentGapInMinutes,
      opensOnHolidays: businesses.opensOnHolidays,
    })
    .from(businesses)
    .where(eq(businesses.id, sql.placeholder('businessId')))
    .prepare('saluni_business_calendar'),
);

export const businessCalendarOf = async (
  db: Database,
  businessId: string,
): Promise<BusinessCalendar> => {
  const [business] = await businessCalendar(db).execute({ businessId });
  return business!;
};

/**
 * Live appointments of employees (and of a room and a client, when named) meeting `[from, to)`,
 * except `exceptId` (the appointment being moved, which never clashes with itself), and the live
 * holds of the booking site on those employees: a desk booking cannot take a held slot. A hold
 * names no room and no client, so only its employee's time is taken.
 */
export const busyIntervals = async (
  db: Database,
  businessId: string,
  who: { employeeIds: string[]; roomId?: string | null; clientId?: string },
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<HeldInterval[]> => {
  const holders: SQL[] = [inArray(appointments.employeeId, who.employeeIds)];
  if (who.roomId) holders.push(eq(appointments.roomId, who.roomId));
  if (who.clientId) holders.push(eq(appointments.clientId, who.clientId));
  const booked: HeldInterval[] = await db
    .select({
      start: appointments.startDate,
      end: appointments.endDate,
      employeeId: appointments.employeeId,
      roomId: appointments.roomId,
      clientId: appointments.clientId,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        or(...holders),
        notInArray(appointments.status, [...RELEASED_STATUSES]),
        lt(appointments.startDate, to),
        gt(appointments.endDate, from),
        exceptId ? ne(appointments.id, exceptId) : undefined,
      ),
    );
  const held = await liveHoldsOf(db, businessId, who.employeeIds, from, to);
  return [
    ...booked,
    ...held.map((hold) => ({ ...hold, roomId: null, clientId: null, held: true })),
  ];
};

/** Live appointments of everyone in the business meeting `[from, to)`: the availability look-up's, prepared (staff pickers ask it often). */
const busyOfEveryoneQuery = preparedStatement((db) =>
  db
    .select({
      start: appointments.startDate,
      end: appointments.endDate,
      employeeId: appointments.employeeId,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, sql.placeholder('businessId')),
        notInArray(appointments.status, [...RELEASED_STATUSES]),
        lt(appointments.startDate, sql.placeholder('to')),
        gt(appointments.endDate, sql.placeholder('from')),
      ),
    )
    .prepare('saluni_appointments_busy_of_everyone'),
);

/** Live appointments and live holds of everyone in the business meeting `[from, to)`. */
export const busyOfEveryone = async (db: Database, businessId: string, from: Date, to: Date) => {
  const range = { businessId, from: from.toISOString(), to: to.toISOString() };
  const [booked, held] = await Promise.all([
    busyOfEveryoneQuery(db).execute(range),
    liveHoldsOfEveryone(db).execute(range),
  ]);
  return [...booked, ...held];
};

const missing = (field: string) =>
  validationFailed({ [field]: text('saluni.validation.referenceNotFound') });

/**
 * The employee's week, locking the employee's row for the rest of the transaction: bookings of
 * one employee run one after another, so the gap rule (which no constraint holds) is checked
 * against every committed booking.
 */
const lockEmployee = async (
  tx: Database,
  businessId: string,
  employeeId: string,
): Promise<WorkingDay[]> => {
  const employee = await lockBusinessRow(tx, employees, businessId, employeeId);
  if (!employee) throw missing('employeeId');
  return employee.workingHours as WorkingDay[];
};

/** Every record the booking names belongs to the business (4xx otherwise, nothing written). */
const checkReferences = async (tx: Database, businessId: string, input: BookingInput) => {
  // Locked: no constraint keeps a client out of two places at once, so their bookings queue.
  const client = await lockBusinessRow(tx, clients, businessId, input.clientId);
  if (!client) throw missing('clientId');
  const found = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.businessId, businessId), inArray(services.id, input.serviceIds)));
  if (found.length !== new Set(input.serviceIds).size) throw missing('serviceIds');
  if (input.roomId) {
    const room = await lockBusinessRow(tx, serviceRooms, businessId, input.roomId);
    if (!room) throw missing('location');
  }
  if (input.consultationFormId) {
    if (!(await hasBusinessRow(tx, consultationForms, businessId, input.consultationFormId)))
      throw missing('consultationFormId');
  }
};

/**
 * Checks what a booking names without judging its time (an edit of the notes of an appointment
 * booked before a rule changed must not fail on the rule): the employee, locked, and the records.
 * Returns the employee's week.
 */
export const checkBookingReferences = async (
  tx: Database,
  access: Access,
  input: BookingInput,
): Promise<WorkingDay[]> => {
  const hours = await lockEmployee(tx, access.businessId, input.employeeId);
  await checkReferences(tx, access.businessId, input);
  return hours;
};

/** A 409 that says why the time cannot be booked. */
export const unavailable = (reason: UnavailableReason, holiday?: string) =>
  new HttpError(
    409,
    'UNAVAILABLE',
    text(`saluni.appointments.unavailable.${reason}`, holiday ? { holiday } : undefined),
    { reason },
  );

const slotEnd = (slot: Slot) => new Date(slot.start.getTime() + slot.durationInMinutes * MINUTE);

/**
 * Checks each slot against the rule (design.md 4) and the slots before it, inside `tx`: a
 * conflict names what is taken (the staff member, the room, or the client booked elsewhere).
 * The employee's row is locked first. `exceptId`: the appointment being moved keeps no time of
 * its own. `holidaysBookedAnyway`: local dates of a series an owner or admin chose to book
 * although they are public holidays.
 */
export const checkSlots = async (
  tx: Database,
  access: Access,
  input: BookingInput,
  slots: Slot[],
  exceptId?: string,
  holidaysBookedAnyway: ReadonlySet<string> = new Set(),
) => {
  const business = await businessCalendarOf(tx, access.businessId);
  const hours = await checkBookingReferences(tx, access, input);
  if (input.allowOverlap) {
    if (access.role === 'staff')
      throw new HttpError(403, 'FORBIDDEN', text('saluni.appointments.overrideNotAllowed'));
    return;
  }
  const gap = business.appointmentGapInMinutes * MINUTE;
  const from = new Date(Math.min(...slots.map((slot) => slot.start.getTime())) - gap);
  const to = new Date(Math.max(...slots.map((slot) => slotEnd(slot).getTime())) + gap);
  const holders = { employeeId: input.employeeId, roomId: input.roomId, clientId: input.clientId };
  const busy = await busyIntervals(
    tx,
    access.businessId,
    { employeeIds: [input.employeeId], roomId: input.roomId, clientId: input.clientId },
    from,
    to,
    exceptId,
  );
  for (const slot of slots) {
    const onHoliday = holidaysBookedAnyway.has(localSlotOf(slot, business.timezone).date);
    const availability = availabilityOf(
      onHoliday ? { ...business, opensOnHolidays: true } : business,
      hours,
      slot,
      [],
    );
    if (!availability.available) throw unavailable(availability.reason, availability.holiday);
    const conflict = takenBy(slot, holders, busy, business.appointmentGapInMinutes);
    if (conflict)
      throw await conflictRefused(tx, access.businessId, conflict.taken, conflict.other);
    busy.push({ start: slot.start, end: slotEnd(slot), ...holders });
  }
};

/** The rows of new appointments for `slots`, booked now by the caller. */
export const newAppointmentRows = (
  access: Access,
  input: BookingInput,
  slots: Slot[],
  seriesId: string | null,
) => {
  const now = new Date();
  const history: StatusChange[] = [
    { status: 'booked', at: now.toISOString(), byUserId: access.user.id },
  ];
  return slots.map((slot) => ({
    businessId: access.businessId,
    id: uuidv7(),
    clientId: input.clientId,
    employeeId: input.employeeId,
    serviceIds: [...new Set(input.serviceIds)],
    roomId: input.roomId,
    consultationFormId: input.consultationFormId,
    notes: input.notes,
    startDate: slot.start,
    durationInMinutes: slot.durationInMinutes,
    endDate: slotEnd(slot),
    statusHistory: history,
    seriesId,
    allowOverlap: input.allowOverlap,
    createdAt: now,
    updatedAt: now,
  }));
};

export const overlapRefused = () => unavailable('booked');

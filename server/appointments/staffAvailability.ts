import { asc, eq, sql } from 'drizzle-orm';
import type { WorkingDay } from '../../registry/staff/workingHours';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { employees } from '../db/schema';
import { badRequest } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { instantParam } from './appointmentReads';
import { availabilityRule } from './availability';
import { businessCalendarOf, busyOfEveryone } from './booking';
import { DURATION_OPTIONS } from './schemas';

const MINUTE = 60_000;

/** Only what the staff picker shows (back-office.md 3: _id, fullName, phone, user) and the week the rule reads; prepared. */
const staffWithHours = preparedStatement((db) =>
  db
    .select({
      _id: employees.id,
      fullName: employees.fullName,
      phone: employees.phone,
      email: employees.email,
      workingHours: employees.workingHours,
    })
    .from(employees)
    .where(eq(employees.businessId, sql.placeholder('businessId')))
    .orderBy(asc(employees.fullName), asc(employees.id))
    .prepare('saluni_appointments_staff_with_hours'),
);

/**
 * `?startDate&durationInMinutes&serviceIds…`: every staff member, by name, with whether the slot
 * is free for them and, when not, the reason and its message (`{ _id, fullName, phone, email,
 * available, reason?, message? }`).
 */
export const staffAvailability = async (
  db: Database,
  businessId: string,
  query: Record<string, unknown>,
  language: string,
) => {
  const { startDate, durationInMinutes, serviceIds } = query;
  const start = instantParam(startDate);
  const duration = Number(durationInMinutes);
  if (
    typeof durationInMinutes !== 'string' ||
    !(DURATION_OPTIONS as readonly number[]).includes(duration)
  )
    throw badRequest('saluni.validation.invalidQuery');
  const services =
    serviceIds === undefined ? [] : Array.isArray(serviceIds) ? serviceIds : [serviceIds];
  if (!services.every(isUuid)) throw badRequest('saluni.validation.invalidQuery');
  const business = await businessCalendarOf(db, businessId);
  const staff = await staffWithHours(db).execute({ businessId });
  const slot = { start, durationInMinutes: duration };
  const gap = business.appointmentGapInMinutes * MINUTE;
  const end = new Date(start.getTime() + duration * MINUTE);
  const busy = staff.length
    ? await busyOfEveryone(
        db,
        businessId,
        new Date(start.getTime() - gap),
        new Date(end.getTime() + gap),
      )
    : [];
  const busyOf = new Map<string, typeof busy>();
  for (const interval of busy) {
    const list = busyOf.get(interval.employeeId);
    if (list) list.push(interval);
    else busyOf.set(interval.employeeId, [interval]);
  }
  const rule = availabilityRule(business, slot, language);
  // One message per reason (and holiday): every booked staff member shares it.
  const messages = new Map<string, string>();
  const messageOf = (reason: string, holiday?: string) => {
    const key = `${reason}/${holiday ?? ''}`;
    let message = messages.get(key);
    if (message === undefined) {
      message = text(
        `saluni.appointments.unavailable.${reason}`,
        holiday ? { holiday } : undefined,
      );
      messages.set(key, message);
    }
    return message;
  };
  return staff.map(({ workingHours, ...member }) => {
    const availability = rule(workingHours as WorkingDay[], busyOf.get(member._id) ?? []);
    if (availability.available) return { ...member, available: true };
    return {
      ...member,
      available: false,
      reason: availability.reason,
      message: messageOf(availability.reason, availability.holiday),
    };
  });
};

import Holidays from 'date-holidays';
import { WEEKDAYS, type Weekday, type WorkingDay } from '../../registry/staff/workingHours';
import { wallClockOf } from '../tenancy/zonedTime';

/** What decides a slot (design.md 4): the business's country, zone, gap and holiday opening. */
export interface BusinessCalendar {
  country: string;
  /** An Australian business's state or territory, for its own public holidays. */
  state: string | null;
  timezone: string;
  appointmentGapInMinutes: number;
  /** When true, public holidays are working days like any other. */
  opensOnHolidays: boolean;
}

export interface Slot {
  start: Date;
  durationInMinutes: number;
}

/** Another appointment's time, of the same employee or room (cancelled and no-show ones left out). */
export interface BusyInterval {
  start: Date;
  end: Date;
}

export type UnavailableReason = 'holiday' | 'outsideHours' | 'booked';

export type Availability =
  { available: true } | { available: false; reason: UnavailableReason; holiday?: string };

const MINUTE = 60_000;

const calendars = new Map<string, Holidays>();
/** date-holidays' calendar of a country (and state), made once: building one parses its rules. */
const holidayCalendar = (country: string, state: string | null) => {
  const key = `${country}/${state ?? ''}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = state ? new Holidays(country, state) : new Holidays(country);
    calendars.set(key, calendar);
  }
  return calendar;
};

const years = new Map<string, Map<string, string>>();
/**
 * The public holidays of a year by local date (`YYYY-MM-DD` -> name in `language`), computed
 * once per country, state, year and language: a look-up for 50 staff members asks 50 times.
 * Observed days (a holiday moved off a Sunday) count too: date-holidays lists them as public
 * holidays of their own date.
 */
const publicHolidaysOf = (
  country: string,
  state: string | null,
  year: number,
  language: string,
) => {
  const key = `${country}/${state ?? ''}/${year}/${language}`;
  let holidays = years.get(key);
  if (!holidays) {
    holidays = new Map();
    for (const holiday of holidayCalendar(country, state).getHolidays(year, language)) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && !holidays.has(date)) holidays.set(date, holiday.name);
    }
    years.set(key, holidays);
  }
  return holidays;
};

/** The public holiday on a local date (`YYYY-MM-DD`) of the business's country and state, by its name in `language`, or undefined. */
export const publicHolidayOn = (
  business: Pick<BusinessCalendar, 'country' | 'state'>,
  localDate: string,
  language = 'en',
): string | undefined =>
  publicHolidaysOf(business.country, business.state, Number(localDate.slice(0, 4)), language).get(
    localDate,
  );

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A slot on the business clock: its local date and weekday, and its minutes since that midnight. */
export interface LocalSlot {
  date: string;
  weekday: Weekday;
  startMinutes: number;
  /** Past 24 * 60 when the slot would run into the next day. */
  endMinutes: number;
}

/** Reads a slot on the business clock once, however many staff members are then checked against it. */
export const localSlotOf = (slot: Slot, zone: string): LocalSlot => {
  const start = wallClockOf(slot.start, zone);
  const end = wallClockOf(new Date(slot.start.getTime() + slot.durationInMinutes * MINUTE), zone);
  const date = start.slice(0, 10);
  const endMinutes =
    end.slice(0, 10) === date
      ? minutesOf(end.slice(11))
      : end.slice(11, 16) === '00:00'
        ? 24 * 60
        : Infinity;
  return {
    date,
    weekday: WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!,
    startMinutes: minutesOf(start.slice(11)),
    endMinutes,
  };
};

const withinHours = (hours: WorkingDay[], local: LocalSlot) => {
  const day = hours.find((entry) => entry.day === local.weekday);
  return (
    Boolean(day?.working) &&
    local.startMinutes >= minutesOf(day!.start) &&
    local.endMinutes <= minutesOf(day!.end)
  );
};

/**
 * Whether the slot lies inside the employee's hours of its local day. A slot that would run past
 * midnight is outside: a working day ends on its own date.
 */
export const withinWorkingHours = (hours: WorkingDay[], zone: string, slot: Slot): boolean =>
  withinHours(hours, localSlotOf(slot, zone));

/** Whether the slot meets another appointment, each of them widened by the gap on both sides. */
export const overlapsBusy = (slot: Slot, busy: BusyInterval[], gapInMinutes: number): boolean => {
  const start = slot.start.getTime();
  const end = start + slot.durationInMinutes * MINUTE;
  const gap = gapInMinutes * MINUTE;
  return busy.some(
    (other) => other.start.getTime() - gap < end && start < other.end.getTime() + gap,
  );
};

/**
 * The availability rule of design.md 4 for a slot, as a check per staff member: the reason first
 * that closes the most, a public holiday (unless the business opens on them), then the
 * employee's hours, then another appointment. The slot's local reading and its holiday are
 * worked out once. The look-up and the booking transaction both run it.
 */
export const availabilityRule = (business: BusinessCalendar, slot: Slot, language = 'en') =>
  availabilityRuleAt(business, slot, localSlotOf(slot, business.timezone), language);

/**
 * The same rule for a slot whose reading on the business clock the caller already has: the
 * booking site's day of starts reads each one from its grid instead of formatting each instant.
 */
export const availabilityRuleAt = (
  business: BusinessCalendar,
  slot: Slot,
  local: LocalSlot,
  language = 'en',
) => {
  const holiday = business.opensOnHolidays
    ? undefined
    : publicHolidayOn(business, local.date, language);
  return (hours: WorkingDay[], busy: BusyInterval[]): Availability => {
    if (holiday) return { available: false, reason: 'holiday', holiday };
    if (!withinHours(hours, local)) return { available: false, reason: 'outsideHours' };
    if (overlapsBusy(slot, busy, business.appointmentGapInMinutes))
      return { available: false, reason: 'booked' };
    return { available: true };
  };
};

/** The rule for one employee and slot. */
export const availabilityOf = (
  business: BusinessCalendar,
  hours: WorkingDay[],
  slot: Slot,
  busy: BusyInterval[],
  language = 'en',
): Availability => availabilityRule(business, slot, language)(hours, busy);

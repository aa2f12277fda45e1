import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { AppointmentStatus } from '../../registry/appointments';
import type { HoursByDayType } from '../../registry/pay';
import { businessCalendarOf, publicHolidayOn, type BusinessCalendar } from '../appointments';
import type { Database } from '../db/database';
import { appointments } from '../db/schema';
import { addToWallClock, instantOf } from '../tenancy/zonedTime';

/** No hours: what a staff member with nothing in the calendar worked. */
export const NO_HOURS: HoursByDayType = {
  total: 0,
  weekday: 0,
  saturday: 0,
  sunday: 0,
  publicHoliday: 0,
};

/**
 * The statuses whose time counts as worked (docs/areas/pay.md): every one but `cancelled`
 * and `no_show`. Booked and confirmed count too: many salons never move a finished visit on, so
 * the calendar's time is the record. Named one by one so a status added later counts only once
 * someone decides it does.
 */
const WORKED_STATUSES = [
  'booked',
  'confirmed',
  'arrived',
  'started',
  'completed',
] as const satisfies readonly AppointmentStatus[];

type DayType = Exclude<keyof HoursByDayType, 'total'>;

interface Interval {
  start: number;
  end: number;
}

const HOUR = 3_600_000;

const nextDay = (day: string) => addToWallClock(`${day}T00:00:00`, 1, 'day').slice(0, 10);

/** The instant a local day starts in the zone. */
const midnightOf = (day: string, zone: string) => instantOf(`${day}T00:00:00`, zone).getTime();

/** The penalty-rate day type of a local day: a public holiday wins over the weekday. */
const dayTypeOf = (business: BusinessCalendar, day: string): DayType => {
  if (publicHolidayOn(business, day)) return 'publicHoliday';
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 'sunday' : weekday === 6 ? 'saturday' : 'weekday';
};

/**
 * One staff member's intervals, sorted by start, merged where they overlap or touch: a double
 * booking is one stretch of work, counted once.
 */
const merged = (sorted: Interval[]): Interval[] => {
  const result: Interval[] = [];
  for (const interval of sorted) {
    const last = result.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else result.push({ ...interval });
  }
  return result;
};

/** The period's local days, each with the instant it starts, in order. */
const localDaysOf = (period: { start: string; end: string }, zone: string) => {
  const days: { day: string; start: number }[] = [];
  for (let day = period.start; day <= period.end; day = nextDay(day))
    days.push({ day, start: midnightOf(day, zone) });
  return days;
};

/** The index of the last of `days` starting at or before `instant` (days sorted, the first at or before it). */
const dayIndexOf = (days: { start: number }[], instant: number) => {
  let low = 0;
  let high = days.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (days[middle]!.start <= instant) low = middle;
    else high = middle - 1;
  }
  return low;
};

const toHours = (ms: number) => Math.round((ms / HOUR) * 100) / 100;

/**
 * The hours each staff member worked in a period (its first and last day, inclusive, in the
 * business's zone), from the calendar, by day type (docs/areas/pay.md "Hours"). Every id
 * asked is in the map.
 */
export const hoursWorked = async (
  db: Database,
  businessId: string,
  period: { start: string; end: string },
  employeeIds: string[],
): Promise<Map<string, HoursByDayType>> => {
  const hours = new Map(employeeIds.map((id) => [id, { ...NO_HOURS }]));
  if (employeeIds.length === 0) return hours;
  const business = await businessCalendarOf(db, businessId);
  const zone = business.timezone;
  const from = midnightOf(period.start, zone);
  const to = midnightOf(nextDay(period.end), zone);
  // One query for everyone, each staff member's appointments in start order.
  const rows = await db
    .select({
      employeeId: appointments.employeeId,
      start: appointments.startDate,
      end: appointments.endDate,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        inArray(appointments.employeeId, employeeIds),
        inArray(appointments.status, [...WORKED_STATUSES]),
        lt(appointments.startDate, new Date(to)),
        gt(appointments.endDate, new Date(from)),
      ),
    )
    .orderBy(asc(appointments.employeeId), asc(appointments.startDate));

  const intervalsOf = new Map<string, Interval[]>();
  for (const row of rows) {
    const list = intervalsOf.get(row.employeeId) ?? [];
    // Clipped to the period: the part of an appointment outside its days is another period's.
    list.push({ start: Math.max(row.start.getTime(), from), end: Math.min(row.end.getTime(), to) });
    intervalsOf.set(row.employeeId, list);
  }

  // Each local day's start and type worked out once, not per appointment: zone arithmetic is slow.
  const days = localDaysOf(period, zone).map((local) => ({
    ...local,
    type: dayTypeOf(business, local.day),
  }));

  for (const [employeeId, intervals] of intervalsOf) {
    const worked: Record<DayType, number> = {
      weekday: 0,
      saturday: 0,
      sunday: 0,
      publicHoliday: 0,
    };
    for (const interval of merged(intervals)) {
      // Cut at each local midnight: each part counts on its own local day.
      let cursor = interval.start;
      let index = dayIndexOf(days, cursor);
      while (cursor < interval.end) {
        const partEnd = Math.min(interval.end, days[index + 1]?.start ?? to);
        worked[days[index]!.type] += partEnd - cursor;
        cursor = partEnd;
        index += 1;
      }
    }
    const byType = {
      weekday: toHours(worked.weekday),
      saturday: toHours(worked.saturday),
      sunday: toHours(worked.sunday),
      publicHoliday: toHours(worked.publicHoliday),
    };
    const total = byType.weekday + byType.saturday + byType.sunday + byType.publicHoliday;
    hours.set(employeeId, { ...byType, total: Math.round(total * 100) / 100 });
  }
  return hours;
};

import type { FreeTimes } from '../../registry/bookingSite';
import { WEEKDAYS } from '../../registry/staff/workingHours';
import {
  availabilityRule,
  availabilityRuleAt,
  localSlotOf,
  staffBusyOf,
  type BusyExcept,
  type LocalSlot,
  type StaffBusy,
} from '../appointments';
import type { Database } from '../db/database';
import { instantOf, wallClockOf } from '../tenancy/zonedTime';
import { bookingWindow, calendarOf, nextDate, type Site } from './site';
import type { SiteVisit, VisitStaff } from './visit';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The starts the site offers on a local day, each with its reading on the business clock: every
 * `startIntervalMinutes` from midnight, from the lead time on, within the horizon. On a day of
 * 24 hours a start is midnight plus its minutes; on a daylight-saving day each wall-clock time is
 * read through the zone, and one the change skips is left out (its instant is another time's).
 */
const candidateStarts = (site: Site, date: string, durationInMinutes: number, now: Date) => {
  const { earliestStart, firstDate, lastDate } = bookingWindow(site, now);
  if (date < firstDate || date > lastDate) return [];
  const midnight = instantOf(`${date}T00:00:00`, site.timezone).getTime();
  const steady =
    instantOf(`${nextDate(date)}T00:00:00`, site.timezone).getTime() - midnight ===
    DAY_MINUTES * MINUTE;
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const starts: { start: Date; time: string; local: LocalSlot }[] = [];
  for (
    let minutes = 0;
    minutes + durationInMinutes <= DAY_MINUTES;
    minutes += site.startIntervalMinutes
  ) {
    const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    const start = steady
      ? new Date(midnight + minutes * MINUTE)
      : instantOf(`${date}T${time}:00`, site.timezone);
    if (start < earliestStart) continue;
    if (!steady && wallClockOf(start, site.timezone).slice(0, 16) !== `${date}T${time}`) continue;
    const local = steady
      ? { date, weekday, startMinutes: minutes, endMinutes: minutes + durationInMinutes }
      : localSlotOf({ start, durationInMinutes }, site.timezone);
    starts.push({ start, time, local });
  }
  return starts;
};

/** The busy times of a local day (and the gap either side) of the visit's staff, in one query. */
const busyOfDay = async (
  db: Database,
  site: Site,
  staff: VisitStaff[],
  date: string,
  except: BusyExcept,
) => {
  const gap = site.appointmentGapInMinutes * MINUTE;
  const from = new Date(instantOf(`${date}T00:00:00`, site.timezone).getTime() - gap);
  const to = new Date(instantOf(`${nextDate(date)}T00:00:00`, site.timezone).getTime() + gap);
  const busy = await staffBusyOf(
    db,
    site.businessId,
    staff.map((member) => member._id),
    from,
    to,
    except,
  );
  const byEmployee = new Map<string, StaffBusy[]>(staff.map((member) => [member._id, []]));
  for (const interval of busy) byEmployee.get(interval.employeeId)?.push(interval);
  return byEmployee;
};

/**
 * The free starts of a visit on a local day: those where at least one of its staff is free by
 * the back office's availability rule (public holidays, working hours, the gap, appointments)
 * with live holds counted as appointments, on the site's grid, lead time and horizon. Rooms do
 * not enter: a visit booked online names no room, and the rule checks a room only for an
 * appointment that names one.
 */
export const freeTimesOf = async (
  db: Database,
  site: Site,
  visit: SiteVisit,
  date: string,
  now: Date,
  except: BusyExcept = {},
): Promise<FreeTimes> => {
  const starts = candidateStarts(site, date, visit.durationInMinutes, now);
  const answer = { date, durationInMinutes: visit.durationInMinutes };
  if (!starts.length || !visit.staff.length) return { ...answer, times: [] };
  const busy = await busyOfDay(db, site, visit.staff, date, except);
  const calendar = calendarOf(site);
  const times = starts.filter(({ start, local }) => {
    const rule = availabilityRuleAt(
      calendar,
      { start, durationInMinutes: visit.durationInMinutes },
      local,
    );
    return visit.staff.some(
      (member) => rule(member.workingHours, busy.get(member._id) ?? []).available,
    );
  });
  return {
    ...answer,
    times: times.map(({ start, time }) => ({ start: start.toISOString(), time })),
  };
};

/**
 * The staff free for the visit at `start`, the least busy that local day first (then by name),
 * so "anyone" spreads the site's bookings over the team.
 */
export const freeStaffAt = async (
  db: Database,
  site: Site,
  visit: SiteVisit,
  start: Date,
): Promise<VisitStaff[]> => {
  const date = wallClockOf(start, site.timezone).slice(0, 10);
  const busy = await busyOfDay(db, site, visit.staff, date, {});
  const rule = availabilityRule(calendarOf(site), {
    start,
    durationInMinutes: visit.durationInMinutes,
  });
  const bookedMinutes = (id: string) =>
    (busy.get(id) ?? []).reduce(
      (sum, interval) => sum + (interval.end.getTime() - interval.start.getTime()),
      0,
    );
  return visit.staff
    .filter((member) => rule(member.workingHours, busy.get(member._id) ?? []).available)
    .map((member, order) => ({ member, order, load: bookedMinutes(member._id) }))
    .sort((a, b) => a.load - b.load || a.order - b.order)
    .map(({ member }) => member);
};

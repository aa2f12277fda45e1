import dayjs from 'dayjs';
import { DURATION_OPTIONS } from '../../registry/resources/servicePricing';
import type { Appointment } from '../dataProvider/appointments';
import type { DateSettings } from '../format/dates';
import { fromWallClock, toWallClock } from './wallClock';

export type CalendarView = 'day' | 'week' | 'month';
export type ColumnsBy = 'staff' | 'rooms';

/** The column of appointments without a room, in the rooms view. */
export const NO_ROOM = 'no-room';

/** One appointment as the calendar draws it: wall-clock dates and the column it sits in. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  appointment: Appointment;
}

export interface CalendarColumn {
  id: string;
  title: string;
}

/**
 * The instants the calendar shows for a view around a date, widened to whole weeks so the
 * month view's leading and trailing days are filled too. Weeks start on Monday (ISO weeks, as
 * salons in Kenya and Australia count them).
 */
export const visibleRange = (
  view: CalendarView,
  date: Date,
  settings: DateSettings,
): { startDate: string; endDate: string } => {
  const day = dayjs(date).startOf('day');
  const monday = (value: dayjs.Dayjs) => value.subtract((value.day() + 6) % 7, 'day');
  const [first, last] =
    view === 'day'
      ? [day, day.add(1, 'day')]
      : view === 'week'
        ? [monday(day), monday(day).add(7, 'day')]
        : [monday(day.startOf('month')), monday(day.endOf('month').startOf('day')).add(7, 'day')];
  return {
    startDate: fromWallClock(first.toDate(), settings),
    endDate: fromWallClock(last.toDate(), settings),
  };
};

/** Calendar events of appointments, each in its staff member's or room's column. */
export const eventsOf = (
  appointments: Appointment[],
  columnsBy: ColumnsBy,
  titleOf: (appointment: Appointment) => string,
  settings: DateSettings,
): CalendarEvent[] =>
  appointments.map((appointment) => ({
    id: appointment._id,
    title: titleOf(appointment),
    start: toWallClock(appointment.startDate, settings),
    end: toWallClock(appointment.endDate, settings),
    resourceId: columnsBy === 'staff' ? appointment.employeeId : (appointment.location ?? NO_ROOM),
    appointment,
  }));

/** A resized length as the nearest of the spec's durations (a drag cannot make 50 minutes). */
export const nearestDuration = (minutes: number): number =>
  DURATION_OPTIONS.reduce<number>(
    (best, option) => (Math.abs(option - minutes) < Math.abs(best - minutes) ? option : best),
    DURATION_OPTIONS[0],
  );

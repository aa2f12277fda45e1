import dayjs from 'dayjs';
import { formatDate, fromDateTimeInput, type DateSettings } from '../format/dates';

/**
 * The calendar draws JavaScript dates in the browser's clock. To show the business's day
 * whatever the browser's zone, an instant becomes a date whose browser-clock fields are the
 * business's wall clock (10:00 in Sydney is drawn at 10:00 on a laptop in Nairobi), and a date
 * the calendar gives back (a drop, a chosen slot) is read on the business clock again. A 10:00
 * booking therefore stays at 10:00 across a daylight-saving change of either zone.
 */
export const toWallClock = (instant: string, settings: DateSettings): Date => {
  const [date, time] = formatDate(instant, settings, 'YYYY-MM-DD HH:mm').split(' ');
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = time!.split(':').map(Number);
  return new Date(year!, month! - 1, day!, hour!, minute!);
};

/** The instant a calendar date (business wall clock in browser fields) means, as ISO. */
export const fromWallClock = (date: Date, settings: DateSettings): string => fromDateTimeInput(dayjs(date).format('YYYY-MM-DDTHH:mm'), settings);

/** The business's day ('YYYY-MM-DD') of a calendar date. */
export const wallClockDay = (date: Date): string => dayjs(date).format('YYYY-MM-DD');

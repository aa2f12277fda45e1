import dayjs from 'dayjs';
import { dayjsLocalizer } from 'react-big-calendar';
import { fromDateTimeInput, inBusinessZone, type DateSettings } from '../format/dates';

/**
 * The calendar draws JavaScript dates in the browser's clock. To show the business's day
 * whatever the browser's zone, an instant becomes a date whose browser-clock fields are the
 * business's wall clock (10:00 in Sydney is drawn at 10:00 on a laptop in Nairobi), and a date
 * the calendar gives back (a drop, a chosen slot) is read on the business clock again. A 10:00
 * booking therefore stays at 10:00 across a daylight-saving change of either zone.
 */
export const toWallClock = (instant: string | Date, settings: DateSettings): Date => {
  const wall = inBusinessZone(instant, settings);
  return new Date(
    wall.year(),
    wall.month(),
    wall.date(),
    wall.hour(),
    wall.minute(),
    wall.second(),
  );
};

/** The instant a calendar date (business wall clock in browser fields) means, as ISO. */
export const fromWallClock = (date: Date, settings: DateSettings): string =>
  fromDateTimeInput(dayjs(date).format('YYYY-MM-DDTHH:mm'), settings);

/** The business's day ('YYYY-MM-DD') of a calendar date. */
export const wallClockDay = (date: Date): string => dayjs(date).format('YYYY-MM-DD');

/** The minutes between two calendar dates as real time passes (a business's clock change counts). */
export const minutesBetween = (start: Date, end: Date, settings: DateSettings): number =>
  Math.round(
    (Date.parse(fromWallClock(end, settings)) - Date.parse(fromWallClock(start, settings))) /
      60_000,
  );

/**
 * react-big-calendar's dayjs localizer switches to `dayjs.tz` once the timezone plugin is loaded
 * (src/format/dates.ts loads it), and `dayjs.tz` without a zone rebuilds dates off by the
 * browser's offset: the day grid then ran 13:00 to 12:00 in Sydney. Wall-clock dates need plain
 * browser-clock arithmetic, so the localizer is given dayjs without `tz`.
 */
const browserClockDayjs = new Proxy(dayjs, {
  get: (target, key, receiver) => (key === 'tz' ? undefined : Reflect.get(target, key, receiver)),
});

export const wallClockLocalizer = dayjsLocalizer(browserClockDayjs);

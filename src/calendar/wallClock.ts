import dayjs from 'dayjs';
import { dayjsLocalizer } from 'react-big-calendar';
import { quickLocalizer } from './quickLocalizer';
import { formatterPerZone, fromDateTimeInput, type DateSettings } from '../format/dates';

/** A zone's clock read to the second, a formatter kept per zone. */
const formatterOf = formatterPerZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Every zone's offset changes only on a quarter hour of UTC (offsets are whole quarter hours). */
const QUARTER_HOUR_MS = 15 * 60_000;
const zoneOffsets = new Map<string, number>();

/** How far `zone`'s wall clock is ahead of UTC at `instant` (ms), read once per quarter hour. */
const zoneOffsetAt = (instant: number, timeZone: string): number => {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone} ${quarter}`;
  let offset = zoneOffsets.get(key);
  if (offset === undefined) {
    const field = Object.fromEntries(
      formatterOf(timeZone)
        .formatToParts(quarter)
        .map(({ type, value }) => [type, Number(value)]),
    ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
    const wall = Date.UTC(
      field.year,
      field.month - 1,
      field.day,
      field.hour,
      field.minute,
      field.second,
    );
    offset = wall - quarter;
    zoneOffsets.set(key, offset);
  }
  return offset;
};

/**
 * The calendar draws JavaScript dates in the browser's clock. To show the business's day
 * whatever the browser's zone, an instant becomes a date whose browser-clock fields are the
 * business's wall clock (10:00 in Sydney is drawn at 10:00 on a laptop in Nairobi), and a date
 * the calendar gives back (a drop, a chosen slot) is read on the business clock again. A 10:00
 * booking therefore stays at 10:00 across a daylight-saving change of either zone. A week of
 * hundreds of bookings is read here: the zone's offset is read once a quarter hour, not per date
 * through dayjs's zone plugin, which made a formatter per call (docs/performance.md).
 */
export const toWallClock = (instant: string | Date, settings: DateSettings): Date => {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const wall = new Date(time + zoneOffsetAt(time, settings.timeZone));
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
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
export const browserClockDayjs = new Proxy(dayjs, {
  get: (target, key, receiver) => (key === 'tz' ? undefined : Reflect.get(target, key, receiver)),
});

export const wallClockLocalizer = quickLocalizer(dayjsLocalizer(browserClockDayjs));

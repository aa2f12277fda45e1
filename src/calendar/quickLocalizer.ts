import type { DateLocalizer } from 'react-big-calendar';

/**
 * The calendar's date arithmetic for the units its week draws with (days and minutes), on the
 * browser-clock dates the calendar holds (wallClock.ts), with the Date methods dayjs itself calls
 * underneath: the same answers as react-big-calendar's dayjs localizer without building dayjs
 * objects. The week view asks each of its columns about every booking, some ten dayjs objects a
 * question; with 500 bookings that was a third of a warm click (docs/performance.md). Any other
 * unit goes to the dayjs localizer given.
 */

type Unit = string | undefined;

/** dayjs's `startOf`/`endOf` for a day or a minute: the same setters on a copy. */
const dayStart = (date: Date) => new Date(new Date(date).setHours(0, 0, 0, 0));
const dayEnd = (date: Date) => new Date(new Date(date).setHours(23, 59, 59, 999));
const minuteStart = (date: Date) => new Date(new Date(date).setSeconds(0, 0));
const minuteEnd = (date: Date) => new Date(new Date(date).setSeconds(59, 999));

const DAY = 'day';
const MINUTES = new Set(['minute', 'minutes']);

/** The start of `unit` containing `date`, or the date itself without a unit; undefined for other units. */
const startIn = (date: Date, unit: Unit): number | undefined =>
  unit === undefined
    ? +date
    : unit === DAY
      ? +dayStart(date)
      : MINUTES.has(unit)
        ? +minuteStart(date)
        : undefined;

/** A time on the 24-hour clock, `HH:mm`, as dayjs writes it in every language the app has. */
const clockTime = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** dayjs's truncation of a diff toward zero (its `absFloor`), with -0 as 0. */
const towardZero = (value: number) => (value < 0 ? Math.ceil(value) || 0 : Math.floor(value));

/** The offset of `date` from UTC in minutes, east positive, as dayjs's `utcOffset`. */
const utcOffset = (date: Date) => -date.getTimezoneOffset();

/** dayjs's `b.diff(a, unit)`: days allow for a clock change between them; minutes and ms do not. */
const diffIn = (a: Date, b: Date, unit: Unit): number | undefined => {
  const between = +b - +a;
  if (unit === DAY)
    return towardZero((between - (utcOffset(a) - utcOffset(b)) * 60_000) / 86_400_000);
  if (unit !== undefined && MINUTES.has(unit)) return towardZero(between / 60_000);
  if (unit === 'milliseconds' || unit === 'millisecond') return between;
  return undefined;
};

/** `dayjs(date).isBefore(that, 'day')`, in Date terms. */
const isBeforeDay = (date: Date, that: Date) => +dayEnd(date) < +that;

/** An event and a range as react-big-calendar hands them to its localizer. */
interface Span {
  start: Date;
  end: Date;
  allDay?: boolean;
}

/** The localizer's methods as react-big-calendar calls them (its own types name some otherwise). */
interface Arithmetic {
  format: (value: unknown, pattern: unknown, culture?: string) => string;
  merge: (date: Date | null, time: Date | null) => Date | null;
  eq: (a: Date, b: Date, unit?: string) => boolean;
  neq: (a: Date, b: Date, unit?: string) => boolean;
  lt: (a: Date, b: Date, unit?: string) => boolean;
  gt: (a: Date, b: Date, unit?: string) => boolean;
  lte: (a: Date, b: Date, unit?: string) => boolean;
  gte: (a: Date, b: Date, unit?: string) => boolean;
  startOf: (date: Date, unit?: string) => Date;
  diff: (a: Date, b: Date, unit?: string) => number;
  inRange: (day: Date, min: Date, max: Date, unit?: string) => boolean;
}

/** A format react-big-calendar hands its localizer: a pattern, or a function of the value (FORMATS). */
type Format = (value: unknown, culture: string | undefined, localizer: DateLocalizer) => string;

/**
 * A localizer that answers days and minutes itself, and the times of day it writes for every
 * booking (`HH:mm`), and the rest as `dayjsBased` does.
 */
export const quickLocalizer = (dayjsBased: DateLocalizer): DateLocalizer => {
  const base = dayjsBased as unknown as Arithmetic;
  // Comparisons as the dayjs localizer makes them: both sides to the start of the unit first.
  const compare =
    (test: (a: number, b: number) => boolean, fallback: Arithmetic['lt']) =>
    (a: Date, b: Date, unit?: string) => {
      const unitOf = unit?.toLowerCase();
      const [startA, startB] = [startIn(a, unitOf), startIn(b, unitOf)];
      return startA === undefined || startB === undefined
        ? fallback(a, b, unit)
        : test(startA, startB);
    };
  // The dayjs localizer's own day span, which its sortEvents uses (the localizer's `daySpan` is react-big-calendar's).
  const daySpan = (start: Date, end: Date) => diffIn(start, end, DAY)!;
  const localizer = {
    // A format given as a function is called with this localizer, not the dayjs one, so its
    // times of day come here too (the bookings' ranges, two times each).
    format: (value: unknown, pattern: unknown, culture?: string): string =>
      typeof pattern === 'function'
        ? (pattern as Format)(value, culture, quick)
        : pattern === 'HH:mm' && value instanceof Date
          ? clockTime(value)
          : base.format(value, pattern, culture),
    // The date's day at the time's hours, minutes and seconds (dayjs goes through text).
    merge: (date: Date | null, time: Date | null) =>
      date && time
        ? new Date(
            date.getFullYear(),
            date.getMonth(),
            date.getDate(),
            time.getHours(),
            time.getMinutes(),
            time.getSeconds(),
          )
        : base.merge(date, time),
    getDstOffset: (start: Date, end: Date) => start.getTimezoneOffset() - end.getTimezoneOffset(),
    eq: compare((a, b) => a === b, base.eq),
    neq: compare((a, b) => a !== b, base.neq),
    lt: compare((a, b) => a < b, base.lt),
    gt: compare((a, b) => a > b, base.gt),
    // Both, as in the dayjs localizer, are "the same or before".
    lte: compare((a, b) => a <= b, base.lte),
    gte: compare((a, b) => a <= b, base.gte),
    startOf: (date: Date, unit?: string) =>
      unit === DAY ? dayStart(date) : base.startOf(date, unit),
    min: (a: Date, b: Date) => new Date(Math.min(+a, +b)),
    max: (a: Date, b: Date) => new Date(Math.max(+a, +b)),
    diff: (a: Date, b: Date, unit?: string) =>
      diffIn(a, b, unit?.toLowerCase() ?? DAY) ?? base.diff(a, b, unit),
    // dayjs's `isBetween(min, max, 'day', '[]')`, either way round.
    inRange: (day: Date, min: Date, max: Date, unit = DAY) => {
      if (unit.toLowerCase() !== DAY) return base.inRange(day, min, max, unit);
      const [start, end] = [+dayStart(day), +dayEnd(day)];
      return (end >= +min && +max >= start) || (+min >= start && end >= +max);
    },
    isSameDate: (a: Date, b: Date) => +dayStart(a) <= +b && +b <= +dayEnd(a),
    // dayjs's `startOf('day').minute(n)`: setMinutes past 59 runs on into the hours, as there.
    getSlotDate: (date: Date, minutesFromMidnight: number, offset: number) => {
      const slot = dayStart(date);
      slot.setMinutes(minutesFromMidnight + offset);
      return slot;
    },
    getTotalMin: (start: Date, end: Date) => diffIn(start, end, 'minutes')!,
    getMinutesFromMidnight: (start: Date) => {
      const midnight = dayStart(start);
      return (
        diffIn(midnight, start, 'minutes')! +
        (midnight.getTimezoneOffset() - start.getTimezoneOffset())
      );
    },
    continuesPrior: (start: Date, first: Date) => isBeforeDay(start, first),
    continuesAfter: (_start: Date, end: Date, last: Date) => +last <= +minuteEnd(end),
    sortEvents: ({ evtA, evtB }: { evtA: Span; evtB: Span }) =>
      +dayStart(evtA.start) - +dayStart(evtB.start) ||
      daySpan(evtB.start, evtB.end) - daySpan(evtA.start, evtA.end) ||
      Number(!!evtB.allDay) - Number(!!evtA.allDay) ||
      +evtA.start - +evtB.start ||
      +evtA.end - +evtB.end,
    // dayjs's `isSameOrBefore(end, 'day')` of the event's first day, then its end against the
    // range's start to the minute (a booking of no length may end as the range starts).
    inEventRange: ({ event, range }: { event: Span; range: Span }) => {
      const startOfDay = dayStart(event.start);
      const endsInFirstMinute = +event.end >= +startOfDay && +event.end <= +minuteEnd(startOfDay);
      const endsAfterStart = endsInFirstMinute
        ? +range.start <= +minuteEnd(event.end)
        : +range.start < +minuteStart(event.end);
      return +startOfDay <= +range.end && endsAfterStart;
    },
  };
  const quick = Object.assign(
    Object.create(Object.getPrototypeOf(dayjsBased) as object) as DateLocalizer,
    dayjsBased,
    localizer,
  );
  return quick;
};

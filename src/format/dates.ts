import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/sw';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);
dayjs.extend(customParseFormat);
// Kenya and Australia count weeks from Monday (the ISO week of the report filter); Swahili already
// does. Set on the loaded locale rather than through the updateLocale plugin, which the first page would download.
dayjs.Ls.en!.weekStart = 1;

/** The business's time zone and the reader's language: the two things a date's text depends on. */
export interface DateSettings {
  timeZone: string;
  /** 'en' or 'sw': month and day names. */
  locale: string;
}

/** The spec's default zone (Africa/Nairobi) in English; a business's own zone replaces it. */
export const DEFAULT_DATE_SETTINGS: DateSettings = { timeZone: 'Africa/Nairobi', locale: 'en' };

type DateInput = string | number | Date | Dayjs;

/** The instant seen in the business time zone: days, weeks and hours are the business's. */
export const inBusinessZone = (
  value: DateInput,
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
): Dayjs => dayjs(value).tz(settings.timeZone).locale(settings.locale);

/**
 * A maker of `Intl.DateTimeFormat`s of `locale` and `options`, one a zone, each made once:
 * making one is the slow part of reading a clock in another zone.
 */
export const formatterPerZone = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const kept = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let formatter = kept.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      kept.set(timeZone, formatter);
    }
    return formatter;
  };
};

/** An ISO instant with its offset or `Z`, the API's way: read alike by Date and dayjs. */
const INSTANT_TEXT = /T.*(?:Z|[+-]\d{2}:?\d{2})$/;

/** The instant's milliseconds, or NaN for a text Date might read otherwise than dayjs. */
const instantOf = (value: DateInput): number =>
  typeof value === 'string'
    ? INSTANT_TEXT.test(value)
      ? Date.parse(value)
      : Number.NaN
    : value.valueOf();

/** The time of day on a zone's 24-hour clock, `09:05`. */
const clockFormatter = formatterPerZone('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The time of day on the business's clock, `HH:mm` (the same digits in every language the app
 * has), through a formatter kept for the zone: dayjs's zone plugin makes a dayjs object and reads
 * the zone's parts twice a call, which a day's list of bookings, two times each, paid for.
 */
const timeOfDay = (value: DateInput, settings: DateSettings): string | undefined => {
  const instant = instantOf(value);
  return Number.isNaN(instant) ? undefined : clockFormatter(settings.timeZone).format(instant);
};

export const formatDate = (
  value: DateInput,
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
  format = 'DD/MM/YYYY',
): string =>
  (format === 'HH:mm' ? timeOfDay(value, settings) : undefined) ??
  inBusinessZone(value, settings).format(format);

/** `formatDate` with one fixed pattern: each way the back office writes an instant. */
const formatAs =
  (format: string) =>
  (value: DateInput, settings: DateSettings = DEFAULT_DATE_SETTINGS): string =>
    formatDate(value, settings, format);

export const formatDateTime = formatAs('DD/MM/YYYY HH:mm');

/**
 * A calendar day stored as 'YYYY-MM-DD' (a review's date, a birthday) is the same day
 * everywhere: it is shown as it is, never moved through a time zone.
 */
export const formatCalendarDate = (
  value: string,
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
  format = 'DD/MM/YYYY',
): string => {
  const day = dayjs(value.slice(0, 10), 'YYYY-MM-DD', true);
  return day.isValid() ? day.locale(settings.locale).format(format) : value;
};

/** Report range labels: one day 'MMMM Do YYYY', a range joined by ' - ', a month 'MMMM YYYY'. */
export const formatDay = formatAs('MMMM Do YYYY');

export const formatRange = (
  start: DateInput,
  end: DateInput,
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
): string => `${formatDay(start, settings)} - ${formatDay(end, settings)}`;

export const formatMonth = formatAs('MMMM YYYY');

/** Today's date in the business zone as 'YYYY-MM-DD' (the spec's default date value). */
export const todayInZone = (
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
  now: DateInput = new Date(),
): string => formatDate(now, settings, 'YYYY-MM-DD');

/** 'YYYY-MM-DDTHH:mm' of an instant in the business zone: a datetime-local input's value. */
export const toDateTimeInput = formatAs('YYYY-MM-DDTHH:mm');

/** The instant a datetime-local input's 'YYYY-MM-DDTHH:mm' means in the business zone, as ISO. */
export const fromDateTimeInput = (
  text: string,
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
): string => dayjs.tz(text, settings.timeZone).toISOString();

/** The first instant of a business day ('YYYY-MM-DD') and of the next one: a day is 23 or 25 hours across a clock change. */
export const dayBoundsInZone = (
  day: string,
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
): { start: string; end: string } => ({
  start: fromDateTimeInput(`${day}T00:00`, settings),
  end: fromDateTimeInput(
    `${dayjs(day, 'YYYY-MM-DD').add(1, 'day').format('YYYY-MM-DD')}T00:00`,
    settings,
  ),
});

import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** The spec's default; a business's own time zone replaces it. */
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

type DateInput = string | number | Date | Dayjs;

/** The instant seen in the business time zone: days, weeks and hours are the business's. */
export const inBusinessZone = (value: DateInput, timeZone = DEFAULT_TIME_ZONE): Dayjs => dayjs(value).tz(timeZone);

export const formatDate = (value: DateInput, format = 'DD/MM/YYYY', timeZone = DEFAULT_TIME_ZONE): string =>
  inBusinessZone(value, timeZone).format(format);

export const formatDateTime = (value: DateInput, timeZone = DEFAULT_TIME_ZONE): string =>
  formatDate(value, 'DD/MM/YYYY HH:mm', timeZone);

/** Report range labels: one day 'MMMM Do YYYY', a range joined by ' - ', a month 'MMMM YYYY'. */
export const formatDay = (value: DateInput, timeZone = DEFAULT_TIME_ZONE): string => formatDate(value, 'MMMM Do YYYY', timeZone);

export const formatRange = (start: DateInput, end: DateInput, timeZone = DEFAULT_TIME_ZONE): string =>
  `${formatDay(start, timeZone)} - ${formatDay(end, timeZone)}`;

export const formatMonth = (value: DateInput, timeZone = DEFAULT_TIME_ZONE): string => formatDate(value, 'MMMM YYYY', timeZone);

/** Today's date in the business zone as 'YYYY-MM-DD' (the spec's default date value). */
export const todayInZone = (timeZone = DEFAULT_TIME_ZONE, now: DateInput = new Date()): string => formatDate(now, 'YYYY-MM-DD', timeZone);

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { businesses } from '../db/schema';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: making one costs far more than using it, and a look-up uses it per staff member. */
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The wall-clock date and time of an instant in a time zone, as `YYYY-MM-DDTHH:mm:ss`. */
export const wallClockOf = (instant: Date, zone: string): string => {
  const part = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
};

/**
 * The instant a wall-clock time names in a zone. A time a daylight-saving change skips (02:30
 * on Sydney's first Sunday of October) is taken forward by the skipped hour, as clocks are.
 */
export const instantOf = (wallClock: string, zone: string): Date =>
  dayjs.tz(wallClock, zone).toDate();

/**
 * Calendar arithmetic on a wall-clock time: carried in UTC, which has no daylight saving, so
 * adding weeks or months keeps the hour and minute whatever the zone does in between. Adding
 * months to the 31st gives the month's last day (dayjs's rule).
 */
export const addToWallClock = (
  wallClock: string,
  amount: number,
  unit: 'day' | 'week' | 'month',
): string => dayjs.utc(wallClock).add(amount, unit).format(WALL_CLOCK);

/** The calendar day `YYYY-MM-DD` of an instant in a time zone (design.md 2: the business zone decides days). */
export const localDate = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

export const businessTimeZone = async (db: Database, businessId: string): Promise<string> => {
  const [row] = await db
    .select({ timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.timezone ?? 'Africa/Nairobi';
};

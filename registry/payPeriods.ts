import type { PaySettings } from './pay';

/*
 * Pay periods from the settings (registry/pay.ts `PaySettings`), on `YYYY-MM-DD` days of the
 * business's zone: pure calendar arithmetic, carried in UTC where days have no daylight saving,
 * so the server and the web app cut the same periods.
 */

/** A period's first and last day, inclusive. */
export interface PeriodDays {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const CYCLE_DAYS = { weekly: 7, fortnightly: 14 } as const;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => toDay(toTime(day) + days * DAY_MS);

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The day a monthly period starts in a month (0-based): the anchor's day, or the month's last. */
const monthlyStart = (anchorDay: number, year: number, month: number): string => {
  const normalised = new Date(Date.UTC(year, month, 1));
  const y = normalised.getUTCFullYear();
  const m = normalised.getUTCMonth();
  return toDay(Date.UTC(y, m, Math.min(anchorDay, lastDayOfMonth(y, m))));
};

const monthlyPeriod = (anchorDay: number, year: number, month: number): PeriodDays => ({
  start: monthlyStart(anchorDay, year, month),
  end: addDays(monthlyStart(anchorDay, year, month + 1), -1),
});

/** The period holding `day`. */
export const periodContaining = (settings: PaySettings, day: string): PeriodDays => {
  if (settings.frequency === 'monthly') {
    const anchorDay = Number(settings.anchorDate.slice(8, 10));
    const year = Number(day.slice(0, 4));
    const month = Number(day.slice(5, 7)) - 1;
    const month0 = day >= monthlyStart(anchorDay, year, month) ? month : month - 1;
    return monthlyPeriod(anchorDay, year, month0);
  }
  const length = CYCLE_DAYS[settings.frequency];
  const daysFromAnchor = Math.round((toTime(day) - toTime(settings.anchorDate)) / DAY_MS);
  const start = addDays(settings.anchorDate, Math.floor(daysFromAnchor / length) * length);
  return { start, end: addDays(start, length - 1) };
};

/** The period after the one holding `day`. */
export const nextPeriod = (settings: PaySettings, day: string): PeriodDays =>
  periodContaining(settings, addDays(periodContaining(settings, day).end, 1));

/** The period before the one holding `day`. */
export const previousPeriod = (settings: PaySettings, day: string): PeriodDays =>
  periodContaining(settings, addDays(periodContaining(settings, day).start, -1));

/** Whether `day` is the first day of a period. */
export const isPeriodStart = (settings: PaySettings, day: string): boolean =>
  periodContaining(settings, day).start === day;

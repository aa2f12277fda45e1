import type { DurationType, MembershipDuration } from '../../registry/offerings/membershipTerms';
import { isCalendarDate, isDayInRange } from '../../registry/validation';

/**
 * Calendar days of offerings, `YYYY-MM-DD` in the business time zone (design.md 2: the business
 * zone decides days). Arithmetic runs on UTC midnights, so no server zone leaks in.
 */
const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

/**
 * Months keep the day of month; a day the target month lacks moves to the next month's first
 * day, so a month from 31 January runs through the whole of February.
 */
const addMonths = (day: string, months: number): string => {
  const date = toUtc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  if (date.getUTCDate() > lastDay)
    return fromUtc(new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 1)));
  target.setUTCDate(date.getUTCDate());
  return fromUtc(target);
};

/** The last day covered by `count` units from `start` (inclusive): 1 month from 1 Jan ends 31 Jan. */
export const lastCoveredDay = (start: string, count: number, unit: DurationType): string => {
  const next =
    unit === 'day'
      ? addDays(start, count)
      : unit === 'week'
        ? addDays(start, count * 7)
        : addMonths(start, unit === 'month' ? count : count * 12);
  return addDays(next, -1);
};

/**
 * The last day `periods` terms of a programme cover from `start`: null for an open-ended one,
 * undefined when it would fall after LAST_DAY (a 120-year term sold 120 times runs 14,400 years,
 * out of the four-digit years that date columns and `YYYY-MM-DD` share).
 */
export const holdingEnd = (
  start: string,
  periods: number,
  term: MembershipDuration | null,
): string | null | undefined => {
  if (!term) return null;
  const end = lastCoveredDay(start, periods * term.value, term.duration_type);
  return isCalendarDate(end) && isDayInRange(end) ? end : undefined;
};

import type { Language } from '../texts/languages';

/**
 * Money, days and times on the business's terms whatever the browser's: every date and time is
 * formatted in the business's time zone, and a calendar date (`YYYY-MM-DD`) is counted as such,
 * never through the browser's clock.
 */

/** en-US as the back office writes money ('KES 1,234.50', 'A$1,234.50'), whatever the language. */
export const formatMoney = (minor: number, currency: string): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);

const LOCALES: Record<Language, string> = { en: 'en-GB', sw: 'sw-KE' };

/** A day and time of an instant on the business clock: 'Monday 7 December, 09:00'. */
export const formatWhen = (instant: string, timeZone: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/** The local date (`YYYY-MM-DD`) of an instant in a time zone. */
export const localDate = (instant: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** A calendar date as a UTC midnight: only its year, month and day are read from it. */
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** Every date from `first` to `last`, both included. */
export const datesBetween = (first: string, last: string): string[] => {
  const dates: string[] = [];
  for (let day = calendarDay(first); day <= calendarDay(last);) {
    dates.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return dates;
};

/** A calendar date's weekday and day: ['Mon', '7 Dec']. */
export const dayLabel = (date: string, language: Language): [string, string] => {
  const options = { timeZone: 'UTC' } as const;
  const day = calendarDay(date);
  return [
    new Intl.DateTimeFormat(LOCALES[language], { ...options, weekday: 'short' }).format(day),
    new Intl.DateTimeFormat(LOCALES[language], {
      ...options,
      day: 'numeric',
      month: 'short',
    }).format(day),
  ];
};

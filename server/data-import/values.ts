import { GENDERS } from '../../registry/resources/client';
import { isCalendarDate } from '../../registry/validation';

/*
 * Cells as other systems write them, read into the forms the API stores. Each reader returns
 * null for a cell it cannot read: the row's check then names the field.
 */

const GENDER_WORDS: Record<string, (typeof GENDERS)[number]['value']> = {
  m: 'Male',
  male: 'Male',
  man: 'Male',
  mwanamume: 'Male',
  f: 'Female',
  female: 'Female',
  woman: 'Female',
  mwanamke: 'Female',
  o: 'Other',
  other: 'Other',
  x: 'Other',
  nonbinary: 'Other',
  unknown: 'Other',
  nyingine: 'Other',
};

/** `M`, `female`, `Other`… as the declared choice; anything else is left for the check to refuse. */
export const genderOf = (value: string) =>
  GENDER_WORDS[value.toLowerCase().replace(/[^a-z]/g, '')] ?? value;

/** A name given whole, or joined from its parts. */
export const joinedName = (values: Record<string, string>) =>
  values.fullName ?? ([values.firstName, values.lastName].filter(Boolean).join(' ') || undefined);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const isoDay = (year: number, month: number, day: number) => {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(text) ? text : null;
};

/**
 * A day as `YYYY-MM-DD`: ISO (`2026-12-01`, a time after it ignored), day first as both of the
 * businesses' countries write it, Kenya and Australia (`01/12/2026`, `1-12-2026`, `1.12.26`: 1
 * December), or with the month's name (`1 Dec 2026`, `Dec 1, 2026`).
 */
export const dayOf = (value: string): string | null => {
  const text = value.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[t ].*)?$/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (dayFirst) {
    const year = Number(dayFirst[3]);
    return isoDay(year < 100 ? 2000 + year : year, Number(dayFirst[2]), Number(dayFirst[1]));
  }
  const named = /^(\d{1,2})[\s-]+([a-z]{3})[a-z]*\.?,?[\s-]+(\d{4})$/.exec(text);
  const monthFirst = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  const [day, month, year] = named
    ? [named[1], named[2], named[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : [];
  const monthIndex = month ? MONTHS.indexOf(month) : -1;
  return monthIndex < 0 ? null : isoDay(Number(year), monthIndex + 1, Number(day));
};

/** A time of day as `HH:mm`: `09:00`, `9:00`, `9.30`, `9:00 am`, `2:15PM`, `14:00:00`. */
export const timeOf = (value: string): string | null => {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?\s*([ap])?\.?m?\.?$/i.exec(value.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const half = match[3]?.toLowerCase();
  if (half && (hour < 1 || hour > 12)) return null;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  if (!match[2] && !half) return null;
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** Minutes: `60`, `60 min`, `1h`, `1h 30min`, `1:30`. */
export const minutesOf = (value: string): number | null => {
  const text = value.trim().toLowerCase();
  if (/^\d+$/.test(text)) return Number(text);
  const clock = /^(\d+):(\d{2})$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const spoken = /^(?:(\d+)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:ute)?s?)?)?$/.exec(text);
  if (!spoken || (!spoken[1] && !spoken[2])) return null;
  return Number(spoken[1] ?? 0) * 60 + Number(spoken[2] ?? 0);
};

/**
 * An amount in minor units (cents): `1500`, `1,500`, `1500.00`, `KSh 1,500`, `$45.50`. A comma
 * with three digits after it groups thousands; one with one or two is a decimal comma.
 */
export const minorUnitsOf = (value: string): number | null => {
  const text = value.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(text) || text.includes('-')) return null;
  const decimalComma = /,\d{1,2}$/.test(text) && !text.includes('.');
  const plain = decimalComma ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

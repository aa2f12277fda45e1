import { COUNTRIES, DEFAULT_COUNTRY, LOCALE_DEFAULTS, type Country } from '../../registry/business';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatRange,
  fromDateTimeInput,
  todayInZone,
  toDateTimeInput,
  type DateSettings,
} from './dates';
import { currencySign, formatCompactMoney, formatMoney, type MoneyStyle } from './money';

/** What a screen knows of the business it shows, and the language it is read in. */
export interface FormatSettings {
  country?: string;
  currency?: string;
  timeZone?: string;
  locale?: string;
}

type Amount = number | string | null | undefined;
type Instant = string | number | Date;

const countryOf = (country: string | undefined): Country =>
  country && (COUNTRIES as readonly string[]).includes(country)
    ? (country as Country)
    : DEFAULT_COUNTRY;

/**
 * Money and dates as the current business shows them: its currency, its time zone, with month
 * names in the reader's language (phones: formatPhone, src/format/phone.ts). Missing settings fall back
 * to the business country's defaults (a Kenyan business: KES, Africa/Nairobi).
 */
export const businessFormat = (settings: FormatSettings = {}) => {
  const country = countryOf(settings.country);
  const currency = settings.currency ?? LOCALE_DEFAULTS[country].currency;
  const dates: DateSettings = {
    timeZone: settings.timeZone ?? LOCALE_DEFAULTS[country].timezone,
    locale: settings.locale ?? 'en',
  };
  return {
    country,
    currency,
    timeZone: dates.timeZone,
    /** The zone and language, for the date helpers of src/format/dates.ts. */
    dates,
    /** 'KES 1,500.00' / 'A$1,500.00'; `inventory` gives the inventory screens' 'Ksh. 1,500.00'. */
    money: (amount: Amount, style: MoneyStyle = 'general') => formatMoney(amount, currency, style),
    /** 'KES 1.2M': a chart axis's money, where the whole amount would not fit. */
    compactMoney: (amount: number) => formatCompactMoney(amount, currency),
    currencySign: (style: MoneyStyle = 'general') => currencySign(currency, style),
    date: (value: Instant) => formatDate(value, dates),
    dateTime: (value: Instant) => formatDateTime(value, dates),
    calendarDate: (value: string) => formatCalendarDate(value, dates),
    /** 'DD/MM' of a calendar day: a chart axis's day, the year being the report's. */
    shortCalendarDate: (value: string) => formatCalendarDate(value, dates, 'DD/MM'),
    day: (value: Instant) => formatDay(value, dates),
    range: (start: Instant, end: Instant) => formatRange(start, end, dates),
    month: (value: Instant) => formatMonth(value, dates),
    today: (now: Instant = new Date()) => todayInZone(dates, now),
    /** A datetime-local input's value and back: the wall clock of the business, whatever the browser's zone. */
    dateTimeInput: (value: Instant = new Date()) => toDateTimeInput(value, dates),
    instantOfDateTimeInput: (text: string) => fromDateTimeInput(text, dates),
  };
};

export type BusinessFormat = ReturnType<typeof businessFormat>;

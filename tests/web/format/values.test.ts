import { describe, expect, test } from 'vitest';
import { formatPhone } from '../../../src/format/phone';
import {
  businessFormat,
  currencySign,
  formatDay,
  formatMoney,
  formatMonth,
  formatRange,
  normalizeTimeOfDay,
  todayInZone,
} from '../../../src/format';

const nairobi = businessFormat({ country: 'KE', currency: 'KES', timeZone: 'Africa/Nairobi' });
const sydney = businessFormat({ country: 'AU', currency: 'AUD', timeZone: 'Australia/Sydney' });

describe('money by the business currency', () => {
  test('KES: the code, en-US separators, two decimals; Ksh. on the inventory screens', () => {
    expect(nairobi.money(1234.5)).toBe('KES 1,234.50');
    expect(nairobi.money(1234567)).toBe('KES 1,234,567.00');
    expect(nairobi.money('99.999')).toBe('KES 100.00');
    expect(nairobi.money(-12.3)).toBe('-KES 12.30');
    expect(nairobi.money(null)).toBe('KES 0.00');
    expect(nairobi.money('not a number')).toBe('KES 0.00');
    expect(nairobi.money(0, 'inventory')).toBe('Ksh. 0.00');
    expect(nairobi.money(1500, 'inventory')).toBe('Ksh. 1,500.00');
    expect(nairobi.currencySign()).toBe('KES');
    expect(nairobi.currencySign('inventory')).toBe('Ksh.');
  });

  test('AUD: A$ on every screen', () => {
    expect(sydney.money(1234.5)).toBe('A$1,234.50');
    expect(sydney.money(85, 'inventory')).toBe('A$85.00');
    expect(sydney.money(-12.3)).toBe('-A$12.30');
    expect(sydney.currencySign('inventory')).toBe('A$');
  });

  test('a business without settings is Kenyan; an Australian one without a currency is in AUD', () => {
    expect(businessFormat().money(10)).toBe('KES 10.00');
    expect(businessFormat({ country: 'AU' }).money(10)).toBe('A$10.00');
    expect(businessFormat({ country: 'AU' }).timeZone).toBe('Australia/Sydney');
    expect(formatMoney(5, 'USD')).toBe('USD 5.00');
    expect(currencySign('USD')).toBe('USD');
  });
});

describe('money on a chart axis', () => {
  test('few characters, the currency kept: thousands and millions with one decimal', () => {
    expect(
      [0, 900, 12_500, 850_000, 1_234_567.89, -4_200].map((amount) => nairobi.compactMoney(amount)),
    ).toEqual(['KES 0', 'KES 900', 'KES 12.5K', 'KES 850K', 'KES 1.2M', '-KES 4.2K']);
    expect(sydney.compactMoney(1_500_000)).toBe('A$1.5M');
  });

  test('a chart day under its bar: day and month', () => {
    expect(nairobi.shortCalendarDate('2026-11-26')).toBe('26/11');
  });
});

describe('dates in the business time zone', () => {
  // 22:30 UTC is already the next day in Nairobi (UTC+3) and Sydney.
  const instant = '2025-03-31T22:30:00Z';

  test('Nairobi is UTC+3 all year', () => {
    expect(nairobi.date(instant)).toBe('01/04/2025');
    expect(nairobi.dateTime(instant)).toBe('01/04/2025 01:30');
    expect(nairobi.dateTime('2025-07-15T01:30:00Z')).toBe('15/07/2025 04:30');
    expect(nairobi.today(instant)).toBe('2025-04-01');
  });

  test('Sydney keeps daylight saving: UTC+11 in summer, UTC+10 in winter, and the day changes with it', () => {
    expect(sydney.dateTime('2025-01-15T01:30:00Z')).toBe('15/01/2025 12:30');
    expect(sydney.dateTime('2025-07-15T01:30:00Z')).toBe('15/07/2025 11:30');
    // The night daylight saving starts (5 October 2025, 02:00 becomes 03:00).
    expect(sydney.dateTime('2025-10-04T15:30:00Z')).toBe('05/10/2025 01:30');
    expect(sydney.dateTime('2025-10-04T16:30:00Z')).toBe('05/10/2025 03:30');
    expect(sydney.today('2025-07-15T14:30:00Z')).toBe('2025-07-16');
    expect(nairobi.today('2025-07-15T14:30:00Z')).toBe('2025-07-15');
  });

  test('a datetime-local input holds the business’s wall clock, whatever the browser’s zone', () => {
    expect(sydney.dateTimeInput('2025-01-15T01:30:00Z')).toBe('2025-01-15T12:30');
    expect(sydney.instantOfDateTimeInput('2025-01-15T12:30')).toBe('2025-01-15T01:30:00.000Z');
    expect(sydney.instantOfDateTimeInput('2025-07-15T11:30')).toBe('2025-07-15T01:30:00.000Z');
    expect(nairobi.instantOfDateTimeInput('2025-07-15T04:30')).toBe('2025-07-15T01:30:00.000Z');
  });

  test('a calendar day is shown as entered, whatever the zone', () => {
    expect(sydney.calendarDate('2025-03-31')).toBe('31/03/2025');
    expect(nairobi.calendarDate('2025-03-31')).toBe('31/03/2025');
    expect(nairobi.calendarDate('not a date')).toBe('not a date');
  });

  test('report labels, with month names in the reader’s language', () => {
    expect(nairobi.day(instant)).toBe('April 1st 2025');
    expect(nairobi.range('2025-01-01T12:00:00Z', '2025-01-31T12:00:00Z')).toBe(
      'January 1st 2025 - January 31st 2025',
    );
    expect(nairobi.month(instant)).toBe('April 2025');
    const swahili = businessFormat({ country: 'KE', locale: 'sw' });
    expect(swahili.day(instant)).toBe('Aprili 1 2025');
    expect(swahili.month('2025-08-10T12:00:00Z')).toBe('Agosti 2025');
    expect(formatDay(instant)).toBe('April 1st 2025');
    expect(formatRange(instant, instant)).toBe('April 1st 2025 - April 1st 2025');
    expect(formatMonth(instant, { timeZone: 'UTC', locale: 'en' })).toBe('March 2025');
    expect(todayInZone(undefined, instant)).toBe('2025-04-01');
  });
});

describe('phones', () => {
  test('a stored number is written for reading; the country is the business’s', () => {
    expect(formatPhone('+61412345678')).toBe('+61 412 345 678');
    expect(formatPhone('+254712345678')).toBe('+254 712 345678');
    expect(formatPhone('')).toBe('');
    expect(sydney.country).toBe('AU');
    expect(nairobi.country).toBe('KE');
  });
});

describe('times of day as people type them', () => {
  test('are written HH:mm on the 24-hour clock, a missing zero or separator added', () => {
    expect(['8', '8:00', '08:00', '8.00', '800', '0800'].map(normalizeTimeOfDay)).toEqual(
      Array(6).fill('08:00'),
    );
    expect(['9:30', '9.30', '930', '9h30'].map(normalizeTimeOfDay)).toEqual(Array(4).fill('09:30'));
    expect(normalizeTimeOfDay(' 17:45 ')).toBe('17:45');
  });

  test('leave what is not a time for the form to name', () => {
    for (const typed of ['', '24:00', '12:60', '2pm', '12345', 'noon'])
      expect(normalizeTimeOfDay(typed)).toBe(typed);
  });
});

import { describe, expect, test } from 'vitest';
import { formatDate, formatDay, formatMoney, formatMonth, formatRange, todayInZone } from '../../src/format';

describe('formatMoney', () => {
  test('currency code, en-US separators, two decimals', () => {
    expect(formatMoney(1234.5)).toBe('KES 1,234.50');
    expect(formatMoney(1234567)).toBe('KES 1,234,567.00');
    expect(formatMoney('99.999', 'AUD')).toBe('AUD 100.00');
    expect(formatMoney(0)).toBe('KES 0.00');
    expect(formatMoney(-12.3)).toBe('-KES 12.30');
    expect(formatMoney(null)).toBe('KES 0.00');
    expect(formatMoney('not a number')).toBe('KES 0.00');
  });
});

describe('dates in the business time zone', () => {
  // 22:30 UTC is already the next day in Nairobi (UTC+3) and Sydney.
  const instant = '2025-03-31T22:30:00Z';

  test('defaults to Africa/Nairobi', () => {
    expect(formatDate(instant)).toBe('01/04/2025');
    expect(todayInZone(undefined, instant)).toBe('2025-04-01');
  });

  test('uses the given zone', () => {
    expect(formatDate(instant, 'DD/MM/YYYY HH:mm', 'Australia/Sydney')).toBe('01/04/2025 09:30');
    expect(formatDate(instant, 'DD/MM/YYYY', 'UTC')).toBe('31/03/2025');
  });

  test('report labels', () => {
    expect(formatDay(instant)).toBe('April 1st 2025');
    expect(formatRange('2025-01-01T12:00:00Z', '2025-01-31T12:00:00Z')).toBe('January 1st 2025 - January 31st 2025');
    expect(formatMonth(instant)).toBe('April 2025');
  });
});

import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import { formatDate, inBusinessZone } from '../../../src/format/dates';

/** Zones of the businesses: Kenya, and Australia's with and without summer time, a half hour among them. */
const ZONES = ['Africa/Nairobi', 'Australia/Sydney', 'Australia/Adelaide', 'Australia/Perth'];

/** Instants around each of 2026's clock changes in Australia, and an ordinary day, minute by 37. */
const instants = (): number[] => {
  const days = ['2026-04-04T14:00:00Z', '2026-10-03T14:00:00Z', '2026-07-15T00:00:00Z'];
  return days.flatMap((day) =>
    Array.from({ length: 120 }, (_, step) => Date.parse(day) + step * 37 * 60_000 + step * 1_001),
  );
};

describe('an instant’s time of day on the business’s clock', () => {
  test.each(ZONES)('is written HH:mm as dayjs’s zone writes it, in %s', (timeZone) => {
    const mismatches = instants().flatMap((instant) =>
      [new Date(instant).toISOString(), new Date(instant), instant, dayjs(instant)].flatMap(
        (value) => {
          for (const locale of ['en', 'sw']) {
            const settings = { timeZone, locale };
            const want = inBusinessZone(value, settings).format('HH:mm');
            const got = formatDate(value, settings, 'HH:mm');
            if (want !== got) return [`${String(value)} ${locale}: ${want} ≠ ${got}`];
          }
          return [];
        },
      ),
    );
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  test('a text with an offset is the instant it names; without one, or unreadable, as dayjs reads it', () => {
    const nairobi = { timeZone: 'Africa/Nairobi', locale: 'en' };
    expect(formatDate('2026-11-30T06:05:00.000Z', nairobi, 'HH:mm')).toBe('09:05');
    expect(formatDate('2026-11-30T09:05:00+03:00', nairobi, 'HH:mm')).toBe('09:05');
    for (const text of ['2026-11-30', '2026-11-30T09:05:00', 'not a date'])
      expect(formatDate(text, nairobi, 'HH:mm')).toBe(
        inBusinessZone(text, nairobi).format('HH:mm'),
      );
  });
});

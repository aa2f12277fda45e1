import { describe, expect, test } from 'vitest';
import {
  choicesFor,
  holidayDatesOf,
  withRefusedDates,
} from '../../../src/appointments/HolidayChoices';
import { newBookingValues, type BookingFormValues } from '../../../src/appointments/bookingForm';

const weekly = (repeatCount: number): BookingFormValues => ({
  ...newBookingValues({ timeZone: 'Africa/Nairobi', locale: 'en' }),
  date: '18/12/2026',
  time: '10:00',
  recurring: true,
  recurringPeriod: 'week',
  repeatCount,
});

const christmas = { date: '2026-12-25', holiday: 'Christmas Day' };
const newYear = { date: '2027-01-01', holiday: "New Year's Day" };

describe('the holiday choices of a series', () => {
  test('keep what was chosen when the server asks about a further date of the same series', () => {
    const first = withRefusedDates(null, weekly(4), [christmas]);
    const chosen = {
      ...first,
      choices: first.choices.map((entry) => ({ ...entry, choice: 'book' as const })),
    };
    const second = withRefusedDates(chosen, weekly(4), [newYear]);
    expect(holidayDatesOf(choicesFor(second, weekly(4)))).toEqual({
      skipDates: ['2027-01-01'],
      bookAnywayDates: ['2026-12-25'],
    });
  });

  test('are dropped once the series changes, so no date outside it is sent', () => {
    const first = withRefusedDates(null, weekly(4), [christmas, newYear]);
    expect(choicesFor(first, weekly(2))).toEqual([]);
    expect(withRefusedDates(first, weekly(2), [christmas]).choices).toEqual([
      { ...christmas, choice: 'skip' },
    ]);
  });
});

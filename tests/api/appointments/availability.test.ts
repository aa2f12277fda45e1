import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS } from '../../../registry/staff/workingHours';
import {
  availabilityOf,
  overlapsBusy,
  publicHolidayOn,
  withinWorkingHours,
  type BusinessCalendar,
} from '../../../server/appointments/availability';
import { occurrences } from '../../../server/appointments/recurrence';
import { instantOf, wallClockOf } from '../../../server/tenancy/zonedTime';

const NAIROBI: BusinessCalendar = {
  country: 'KE',
  state: null,
  timezone: 'Africa/Nairobi',
  appointmentGapInMinutes: 0,
  opensOnHolidays: false,
};
const SYDNEY: BusinessCalendar = {
  country: 'AU',
  state: 'NSW',
  timezone: 'Australia/Sydney',
  appointmentGapInMinutes: 0,
  opensOnHolidays: false,
};

const at = (wallClock: string, business: BusinessCalendar) =>
  instantOf(wallClock, business.timezone);
const slot = (wallClock: string, durationInMinutes: number, business = NAIROBI) => ({
  start: at(wallClock, business),
  durationInMinutes,
});

describe('public holidays of the business country', () => {
  it('closes Kenya on Jamhuri Day and New South Wales on Australia Day, named in the language asked', () => {
    expect(publicHolidayOn(NAIROBI, '2026-12-12')).toBe('Jamhuri Day');
    expect(publicHolidayOn(NAIROBI, '2026-12-12', 'sw')).toBe('Siku ya Jamhuri');
    expect(publicHolidayOn(SYDNEY, '2027-01-26')).toBe('Australia Day');
    expect(publicHolidayOn(NAIROBI, '2026-12-11')).toBeUndefined();
    expect(publicHolidayOn(NAIROBI, '2027-01-26')).toBeUndefined();
    expect(
      availabilityOf(NAIROBI, DEFAULT_WORKING_HOURS, slot('2026-12-12T10:00:00', 60), []),
    ).toEqual({
      available: false,
      reason: 'holiday',
      holiday: 'Jamhuri Day',
    });
    expect(
      availabilityOf(SYDNEY, DEFAULT_WORKING_HOURS, slot('2027-01-26T10:00:00', 60, SYDNEY), []),
    ).toMatchObject({ reason: 'holiday' });
  });

  it('takes the date on the business clock: 22:00 UTC on 11 December is already Jamhuri Day in Nairobi', () => {
    const lateSlot = { start: new Date('2026-12-11T22:00:00Z'), durationInMinutes: 30 };
    expect(availabilityOf(NAIROBI, DEFAULT_WORKING_HOURS, lateSlot, [])).toMatchObject({
      reason: 'holiday',
    });
  });

  it('a business that opens on holidays books them like any day', () => {
    expect(
      availabilityOf(
        { ...NAIROBI, opensOnHolidays: true },
        DEFAULT_WORKING_HOURS,
        slot('2026-12-12T10:00:00', 60),
        [],
      ),
    ).toEqual({ available: true });
  });
});

describe('working hours, on the business clock', () => {
  it('the default week is Monday to Saturday 08:00-18:00: a slot must start and end inside it', () => {
    const hours = DEFAULT_WORKING_HOURS;
    expect(withinWorkingHours(hours, NAIROBI.timezone, slot('2026-11-25T08:00:00', 60))).toBe(true);
    expect(withinWorkingHours(hours, NAIROBI.timezone, slot('2026-11-25T17:00:00', 60))).toBe(true);
    expect(withinWorkingHours(hours, NAIROBI.timezone, slot('2026-11-25T17:30:00', 60))).toBe(
      false,
    );
    expect(withinWorkingHours(hours, NAIROBI.timezone, slot('2026-11-25T07:45:00', 30))).toBe(
      false,
    );
    expect(withinWorkingHours(hours, NAIROBI.timezone, slot('2026-11-29T10:00:00', 30))).toBe(
      false,
    );
    expect(availabilityOf(NAIROBI, hours, slot('2026-11-29T10:00:00', 30), [])).toEqual({
      available: false,
      reason: 'outsideHours',
    });
  });

  it('reads the hours in the zone of the business, not of the server', () => {
    const sameInstant = new Date('2026-11-25T05:00:00Z');
    expect(wallClockOf(sameInstant, NAIROBI.timezone)).toBe('2026-11-25T08:00:00');
    expect(
      withinWorkingHours(DEFAULT_WORKING_HOURS, NAIROBI.timezone, {
        start: sameInstant,
        durationInMinutes: 60,
      }),
    ).toBe(true);
    expect(wallClockOf(sameInstant, SYDNEY.timezone)).toBe('2026-11-25T16:00:00');
    expect(
      withinWorkingHours(DEFAULT_WORKING_HOURS, SYDNEY.timezone, {
        start: sameInstant,
        durationInMinutes: 180,
      }),
    ).toBe(false);
  });

  it('follows an edited week: a late Friday, a Monday off', () => {
    const hours = DEFAULT_WORKING_HOURS.map((day) =>
      day.day === 'friday'
        ? { ...day, end: '21:00' }
        : day.day === 'monday'
          ? { ...day, working: false }
          : day,
    );
    expect(withinWorkingHours(hours, NAIROBI.timezone, slot('2026-11-27T20:00:00', 60))).toBe(true);
    expect(withinWorkingHours(hours, NAIROBI.timezone, slot('2026-11-30T10:00:00', 60))).toBe(
      false,
    );
  });
});

describe('other appointments, widened by the business gap', () => {
  const busy = [
    { start: at('2026-11-25T10:00:00', NAIROBI), end: at('2026-11-25T11:00:00', NAIROBI) },
  ];

  it('back to back is fine without a gap; an overlap is booked', () => {
    expect(overlapsBusy(slot('2026-11-25T11:00:00', 60), busy, 0)).toBe(false);
    expect(overlapsBusy(slot('2026-11-25T09:00:00', 60), busy, 0)).toBe(false);
    expect(overlapsBusy(slot('2026-11-25T10:30:00', 60), busy, 0)).toBe(true);
    expect(
      availabilityOf(NAIROBI, DEFAULT_WORKING_HOURS, slot('2026-11-25T09:30:00', 60), busy),
    ).toEqual({ available: false, reason: 'booked' });
  });

  it('a 15-minute gap keeps 15 minutes free on both sides', () => {
    expect(overlapsBusy(slot('2026-11-25T11:00:00', 60), busy, 15)).toBe(true);
    expect(overlapsBusy(slot('2026-11-25T11:15:00', 60), busy, 15)).toBe(false);
    expect(overlapsBusy(slot('2026-11-25T08:50:00', 60), busy, 15)).toBe(true);
    expect(overlapsBusy(slot('2026-11-25T08:45:00', 60), busy, 15)).toBe(false);
  });
});

describe('recurring series on the business clock', () => {
  it('a weekly 10:00 in Sydney stays 10:00 across the start of daylight saving (4 October 2026)', () => {
    const starts = occurrences(at('2026-09-27T10:00:00', SYDNEY), 'week', 3, SYDNEY.timezone);
    expect(starts.map((start) => wallClockOf(start, SYDNEY.timezone))).toEqual([
      '2026-09-27T10:00:00',
      '2026-10-04T10:00:00',
      '2026-10-11T10:00:00',
    ]);
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2026-09-27T00:00:00.000Z',
      '2026-10-03T23:00:00.000Z',
      '2026-10-10T23:00:00.000Z',
    ]);
  });

  it('monthly from the 31st falls on the last day of shorter months, counted from the first', () => {
    const starts = occurrences(at('2027-01-31T09:00:00', NAIROBI), 'month', 4, NAIROBI.timezone);
    expect(starts.map((start) => wallClockOf(start, NAIROBI.timezone))).toEqual([
      '2027-01-31T09:00:00',
      '2027-02-28T09:00:00',
      '2027-03-31T09:00:00',
      '2027-04-30T09:00:00',
    ]);
  });

  it('fortnightly, every 6 months, and a repeat count of 1 is the first alone', () => {
    const first = at('2026-11-25T14:30:00', NAIROBI);
    expect(
      occurrences(first, '14-day', 3, NAIROBI.timezone).map((start) =>
        wallClockOf(start, NAIROBI.timezone),
      ),
    ).toEqual(['2026-11-25T14:30:00', '2026-12-09T14:30:00', '2026-12-23T14:30:00']);
    expect(
      occurrences(first, '6-month', 2, NAIROBI.timezone).map((start) =>
        wallClockOf(start, NAIROBI.timezone),
      ),
    ).toEqual(['2026-11-25T14:30:00', '2027-05-25T14:30:00']);
    expect(occurrences(first, 'week', 1, NAIROBI.timezone)).toEqual([first]);
  });

  it('a time that daylight saving skips is taken forward by the skipped hour', () => {
    expect(wallClockOf(at('2026-10-04T02:30:00', SYDNEY), SYDNEY.timezone)).toBe(
      '2026-10-04T03:30:00',
    );
  });
});

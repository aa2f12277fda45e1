import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { eventsOf, nearestDuration, visibleRange } from '../../../src/calendar/calendarEvents';
import {
  fromWallClock,
  minutesBetween,
  toWallClock,
  wallClockLocalizer,
} from '../../../src/calendar/wallClock';
import type { Appointment } from '../../../src/dataProvider/appointments';
import { inBusinessZone } from '../../../src/format/dates';

const sydney = { timeZone: 'Australia/Sydney', locale: 'en' };
const nairobi = { timeZone: 'Africa/Nairobi', locale: 'en' };

const at = (startDate: string, endDate: string): Appointment => ({
  _id: startDate,
  clientId: 'c1',
  employeeId: 'e1',
  staffShares: [],
  serviceIds: [],
  location: null,
  consultationFormId: null,
  notes: null,
  startDate,
  endDate,
  durationInMinutes: 60,
  status: 'booked',
  cancelledBy: null,
  seriesId: null,
});

describe('the calendar on the business clock', () => {
  test('draws a weekly 10:00 Sydney booking at 10:00 on both sides of the daylight-saving change', () => {
    const before = at('2026-09-28T00:00:00.000Z', '2026-09-28T01:00:00.000Z');
    const after = at('2026-10-04T23:00:00.000Z', '2026-10-05T00:00:00.000Z');
    const [first, second] = eventsOf([before, after], 'staff', () => 'Cut', sydney);
    expect([first!.start.getHours(), first!.start.getMinutes(), first!.start.getDate()]).toEqual([
      10, 0, 28,
    ]);
    expect([second!.start.getHours(), second!.start.getMinutes(), second!.start.getDate()]).toEqual(
      [10, 0, 5],
    );
    expect(second!.end.getHours()).toBe(11);
  });

  test.each([
    'Africa/Nairobi',
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'America/New_York',
  ])(
    'reads the wall clock of %s as its zone rules say, each quarter hour across a year’s clock changes',
    (timeZone) => {
      const settings = { timeZone, locale: 'en' };
      const fields = (date: Date) => [
        date.getFullYear(),
        date.getMonth(),
        date.getDate(),
        date.getHours(),
        date.getMinutes(),
      ];
      // Every 7 h 7 min 7 s over 2026: every quarter hour's phase, both sides of each change.
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 25_627_000) {
        const zoned = inBusinessZone(time, settings);
        const expected = [zoned.year(), zoned.month(), zoned.date(), zoned.hour(), zoned.minute()];
        expect(fields(toWallClock(new Date(time), settings)), new Date(time).toISOString()).toEqual(
          expected,
        );
      }
    },
  );

  test('reads a dropped date back on the business clock', () => {
    const drop = toWallClock('2026-10-04T23:00:00.000Z', sydney);
    expect(fromWallClock(drop, sydney)).toBe('2026-10-04T23:00:00.000Z');
    expect(fromWallClock(new Date(2026, 9, 3, 10, 0), sydney)).toBe('2026-10-03T00:00:00.000Z');
  });

  test('puts each appointment in its staff column, or its room’s, or No room', () => {
    const inRoom = {
      ...at('2026-09-28T00:00:00.000Z', '2026-09-28T01:00:00.000Z'),
      location: 'r1',
    };
    const noRoom = at('2026-09-28T02:00:00.000Z', '2026-09-28T03:00:00.000Z');
    expect(
      eventsOf([inRoom, noRoom], 'staff', () => '', sydney).map((event) => event.resourceId),
    ).toEqual(['e1', 'e1']);
    expect(
      eventsOf([inRoom, noRoom], 'rooms', () => '', sydney).map((event) => event.resourceId),
    ).toEqual(['r1', 'no-room']);
  });

  test('asks for whole weeks from Monday, in the business zone', () => {
    // Wednesday 7 October 2026: the week from Monday 5 October, 00:00 in Sydney (AEDT, +11).
    expect(visibleRange('week', new Date(2026, 9, 7, 15), sydney)).toEqual({
      startDate: '2026-10-04T13:00:00.000Z',
      endDate: '2026-10-11T13:00:00.000Z',
    });
    expect(visibleRange('day', new Date(2026, 9, 4, 15), sydney)).toEqual({
      startDate: '2026-10-03T14:00:00.000Z',
      endDate: '2026-10-04T13:00:00.000Z',
    });
    const month = visibleRange('month', new Date(2026, 1, 10), sydney);
    // February 2026 starts on a Sunday: the view starts Monday 26 January.
    expect(month.startDate).toBe('2026-01-25T13:00:00.000Z');
  });

  test('makes a resized length the nearest duration the spec offers', () => {
    expect(nearestDuration(45)).toBe(40);
    expect(nearestDuration(55)).toBe(60);
    expect(nearestDuration(5)).toBe(10);
  });
});

/** The business wall clock a calendar date shows: what the grid draws, in the browser's fields. */
const wall = (date: Date) => wallClockLocalizer.format(date, 'YYYY-MM-DD HH:mm');

// Node follows a changed TZ at once, so each run below sees the calendar from another browser zone.
describe.each(['UTC', 'America/Los_Angeles', 'Australia/Sydney', 'Africa/Nairobi'])(
  'seen from a browser in %s',
  (browserZone) => {
    beforeEach(() => {
      vi.stubEnv('TZ', browserZone);
    });
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    test('the browser really is in that zone', () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(browserZone);
    });

    test('a Nairobi 15:00 is drawn 900 minutes into a day grid that starts at 00:00', () => {
      const start = toWallClock('2027-02-03T12:00:00.000Z', nairobi);
      expect(wall(start)).toBe('2027-02-03 15:00');
      expect(wallClockLocalizer.getMinutesFromMidnight(start)).toBe(900);
      // The grid's first row: the day merged with midnight (off by the browser's offset before).
      expect(wall(wallClockLocalizer.merge(start, new Date(1970, 0, 1, 0, 0))!)).toBe(
        '2027-02-03 00:00',
      );
      expect(fromWallClock(new Date(2027, 1, 3, 17, 0), nairobi)).toBe('2027-02-03T14:00:00.000Z');
    });

    test('the morning Sydney moves its clocks forward (2026-10-04, 02:00 → 03:00) keeps each booking once, at its time', () => {
      const [before, after, afternoon] = [
        '2026-10-03T15:30:00.000Z',
        '2026-10-03T16:30:00.000Z',
        '2026-10-04T04:00:00.000Z',
      ];
      expect(
        [before, after, afternoon].map((instant) => wall(toWallClock(instant, sydney))),
      ).toEqual(['2026-10-04 01:30', '2026-10-04 03:30', '2026-10-04 15:00']);
      for (const instant of [before, after, afternoon])
        expect(fromWallClock(toWallClock(instant, sydney), sydney)).toBe(instant);
      // 01:00 to 04:00 on that morning is two hours of the client's time, not three.
      expect(minutesBetween(new Date(2026, 9, 4, 1), new Date(2026, 9, 4, 4), sydney)).toBe(120);
      // The day asked of the server is the business's 23 hours.
      expect(visibleRange('day', new Date(2026, 9, 4), sydney)).toEqual({
        startDate: '2026-10-03T14:00:00.000Z',
        endDate: '2026-10-04T13:00:00.000Z',
      });
    });

    test('the morning Sydney moves its clocks back (2026-04-05, 03:00 → 02:00) shows both 02:30s and the afternoon at its time', () => {
      const [first, second, afternoon] = [
        '2026-04-04T15:30:00.000Z',
        '2026-04-04T16:30:00.000Z',
        '2026-04-05T05:00:00.000Z',
      ];
      const events = eventsOf(
        [at(first, second), at(second, afternoon), at(afternoon, '2026-04-05T06:00:00.000Z')],
        'staff',
        () => '',
        sydney,
      );
      expect(events.map((event) => wall(event.start))).toEqual([
        '2026-04-05 02:30',
        '2026-04-05 02:30',
        '2026-04-05 15:00',
      ]);
      expect(fromWallClock(events[2]!.start, sydney)).toBe(afternoon);
      expect(minutesBetween(new Date(2026, 3, 5, 1), new Date(2026, 3, 5, 4), sydney)).toBe(240);
      // The day asked of the server is the business's 25 hours, so neither 02:30 is left out.
      expect(visibleRange('day', new Date(2026, 3, 5), sydney)).toEqual({
        startDate: '2026-04-04T13:00:00.000Z',
        endDate: '2026-04-05T14:00:00.000Z',
      });
    });
  },
);

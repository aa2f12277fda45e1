import { describe, expect, test } from 'vitest';
import { eventsOf, nearestDuration, visibleRange } from '../../src/calendar/calendarEvents';
import { fromWallClock, toWallClock } from '../../src/calendar/wallClock';
import type { Appointment } from '../../src/dataProvider/appointments';

const sydney = { timeZone: 'Australia/Sydney', locale: 'en' };

const at = (startDate: string, endDate: string): Appointment => ({
  _id: startDate,
  clientId: 'c1',
  employeeId: 'e1',
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
    expect([first!.start.getHours(), first!.start.getMinutes(), first!.start.getDate()]).toEqual([10, 0, 28]);
    expect([second!.start.getHours(), second!.start.getMinutes(), second!.start.getDate()]).toEqual([10, 0, 5]);
    expect(second!.end.getHours()).toBe(11);
  });

  test('reads a dropped date back on the business clock', () => {
    const drop = toWallClock('2026-10-04T23:00:00.000Z', sydney);
    expect(fromWallClock(drop, sydney)).toBe('2026-10-04T23:00:00.000Z');
    expect(fromWallClock(new Date(2026, 9, 3, 10, 0), sydney)).toBe('2026-10-03T00:00:00.000Z');
  });

  test('puts each appointment in its staff column, or its room’s, or No room', () => {
    const inRoom = { ...at('2026-09-28T00:00:00.000Z', '2026-09-28T01:00:00.000Z'), location: 'r1' };
    const noRoom = at('2026-09-28T02:00:00.000Z', '2026-09-28T03:00:00.000Z');
    expect(eventsOf([inRoom, noRoom], 'staff', () => '', sydney).map((event) => event.resourceId)).toEqual(['e1', 'e1']);
    expect(eventsOf([inRoom, noRoom], 'rooms', () => '', sydney).map((event) => event.resourceId)).toEqual(['r1', 'no-room']);
  });

  test('asks for whole weeks from Monday, in the business zone', () => {
    // Wednesday 7 October 2026: the week from Monday 5 October, 00:00 in Sydney (AEDT, +11).
    expect(visibleRange('week', new Date(2026, 9, 7, 15), sydney)).toEqual({ startDate: '2026-10-04T13:00:00.000Z', endDate: '2026-10-11T13:00:00.000Z' });
    expect(visibleRange('day', new Date(2026, 9, 4, 15), sydney)).toEqual({ startDate: '2026-10-03T14:00:00.000Z', endDate: '2026-10-04T13:00:00.000Z' });
    const month = visibleRange('month', new Date(2026, 1, 10), sydney);
    // February 2026 starts on a Sunday: the view starts Monday 26 January.
    expect(month.startDate).toBe('2026-01-25T13:00:00.000Z');
  });

  test('makes a resized length the nearest duration the spec offers', () => {
    expect(nearestDuration(new Date(2026, 0, 1, 10), new Date(2026, 0, 1, 10, 45))).toBe(40);
    expect(nearestDuration(new Date(2026, 0, 1, 10), new Date(2026, 0, 1, 10, 55))).toBe(60);
    expect(nearestDuration(new Date(2026, 0, 1, 10), new Date(2026, 0, 1, 10, 5))).toBe(10);
  });
});

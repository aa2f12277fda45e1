import { describe, expect, test } from 'vitest';
import type { DateSettings } from '../../../src/format/dates';
import {
  chooseAll,
  chooseRange,
  emittedRange,
  filterOfRange,
  initialFilter,
  pickEnd,
  pickStart,
  rangeAround,
  rangeLabel,
  step,
  type DateFilterState,
} from '../../../src/reports/dateFilter/dateFilterRules';

const NAIROBI: DateSettings = { timeZone: 'Africa/Nairobi', locale: 'en' };
const SYDNEY: DateSettings = { timeZone: 'Australia/Sydney', locale: 'en' };
/** 21:30 UTC on 25 November 2026: already the 26th in Sydney, still the 26th at 00:30 in Nairobi. */
const NOW = new Date('2026-11-25T21:30:00.000Z');
const at = (current: string, type: DateFilterState['type'] = 'all'): DateFilterState =>
  type === 'all'
    ? { type, current, start: null, end: null }
    : { type, current, ...rangeAround(type, current) };

describe('the report date filter rules', () => {
  test('the first display is all data around today in the business zone, and emits an empty range', () => {
    const state = initialFilter(NAIROBI, NOW);
    expect(state).toEqual({ type: 'all', current: '2026-11-26', start: null, end: null });
    expect(emittedRange(state, NAIROBI)).toEqual({});
    expect(initialFilter({ timeZone: 'America/New_York', locale: 'en' }, NOW).current).toBe(
      '2026-11-25',
    );
  });

  test('a range toggle while in all switches to that range around the current date', () => {
    expect(chooseRange(at('2026-11-26'), 'week')).toEqual({
      type: 'week',
      current: '2026-11-26',
      start: '2026-11-23',
      end: '2026-11-29',
    });
  });

  test('a toggle from one range to another recomputes around the same day', () => {
    expect(chooseRange(at('2026-11-26', 'week'), 'day')).toMatchObject({
      type: 'day',
      start: '2026-11-26',
      end: '2026-11-26',
    });
  });

  test('All clears both dates and emits an empty range', () => {
    const state = chooseAll(at('2026-11-26', 'month'));
    expect(state).toMatchObject({ type: 'all', start: null, end: null });
    expect(emittedRange(state, NAIROBI)).toEqual({});
  });

  test('a month runs from its first to its last day, February of a leap year included', () => {
    expect(rangeAround('month', '2028-02-14')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(rangeAround('month', '2027-02-14')).toEqual({ start: '2027-02-01', end: '2027-02-28' });
  });

  test('a week is the ISO week, Monday to Sunday, across a year end too', () => {
    expect(rangeAround('week', '2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(rangeAround('week', '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(rangeAround('week', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  test('a day is that day', () => {
    expect(rangeAround('day', '2026-11-26')).toEqual({ start: '2026-11-26', end: '2026-11-26' });
  });

  test('the arrows move one month, week or day and recompute', () => {
    expect(step(at('2026-01-31', 'month'), 1)).toMatchObject({
      current: '2026-02-28',
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(step(at('2026-12-31', 'week'), 1)).toMatchObject({
      current: '2027-01-07',
      start: '2027-01-04',
      end: '2027-01-10',
    });
    expect(step(at('2027-01-01', 'day'), -1)).toMatchObject({
      current: '2026-12-31',
      start: '2026-12-31',
      end: '2026-12-31',
    });
    expect(step(at('2026-11-26'), 1)).toEqual(at('2026-11-26'));
  });

  test('a start set after the end moves the end to equal it', () => {
    expect(pickStart(at('2026-11-26', 'week'), '2026-12-05')).toMatchObject({
      start: '2026-12-05',
      end: '2026-12-05',
    });
    expect(pickStart(at('2026-11-26', 'week'), '2026-11-20')).toMatchObject({
      start: '2026-11-20',
      end: '2026-11-29',
    });
  });

  test('an end set before the start moves the start to equal it', () => {
    expect(pickEnd(at('2026-11-26', 'week'), '2026-11-20')).toMatchObject({
      start: '2026-11-20',
      end: '2026-11-20',
    });
    expect(pickEnd(at('2026-11-26', 'week'), '2026-12-02')).toMatchObject({
      start: '2026-11-23',
      end: '2026-12-02',
    });
  });

  test('a date picked while in all leaves all for that one day', () => {
    expect(pickStart(at('2026-11-26'), '2026-11-10')).toEqual({
      type: 'day',
      current: '2026-11-10',
      start: '2026-11-10',
      end: '2026-11-10',
    });
    expect(pickEnd(at('2026-11-26'), '2026-11-12')).toEqual({
      type: 'day',
      current: '2026-11-12',
      start: '2026-11-12',
      end: '2026-11-12',
    });
  });

  test('the emitted range runs from the start of the first day to the end of the last in the business zone', () => {
    const week = at('2026-11-26', 'week');
    expect(emittedRange(week, NAIROBI)).toEqual({
      startDate: '2026-11-22T21:00:00.000Z',
      endDate: '2026-11-29T20:59:59.999Z',
    });
    // Sydney is on summer time (UTC+11) in November.
    expect(emittedRange(week, SYDNEY)).toEqual({
      startDate: '2026-11-22T13:00:00.000Z',
      endDate: '2026-11-29T12:59:59.999Z',
    });
  });

  test('manually picked dates emit the start and the end of their days', () => {
    const picked = pickEnd(pickStart(at('2026-11-26', 'day'), '2026-11-02'), '2026-11-05');
    expect(emittedRange(picked, SYDNEY)).toEqual({
      startDate: '2026-11-01T13:00:00.000Z',
      endDate: '2026-11-05T12:59:59.999Z',
    });
    // Sydney's clocks go forward on 4 October 2026: that day is 23 hours long.
    expect(emittedRange(at('2026-10-04', 'day'), SYDNEY)).toEqual({
      startDate: '2026-10-03T14:00:00.000Z',
      endDate: '2026-10-04T12:59:59.999Z',
    });
  });

  test('the label: All Data, a day, a range and a month, in the reader’s language', () => {
    expect(rangeLabel(at('2026-11-26'), NAIROBI, 'All Data')).toBe('All Data');
    expect(rangeLabel(at('2026-11-26', 'day'), NAIROBI, 'All Data')).toBe('November 26th 2026');
    expect(rangeLabel(at('2026-12-31', 'week'), SYDNEY, 'All Data')).toBe(
      'December 28th 2026 - January 3rd 2027',
    );
    expect(rangeLabel(at('2028-02-10', 'month'), NAIROBI, 'All Data')).toBe('February 2028');
    expect(rangeLabel(pickEnd(at('2028-02-10', 'month'), '2028-02-20'), NAIROBI, 'All Data')).toBe(
      'February 1st 2028 - February 20th 2028',
    );
    expect(rangeLabel(at('2028-02-10', 'month'), { ...NAIROBI, locale: 'sw' }, 'Data Yote')).toBe(
      'Februari 2028',
    );
  });

  test('a range kept in the URL reads back as the bar that emitted it, in the business zone', () => {
    for (const settings of [NAIROBI, SYDNEY])
      for (const state of [
        at('2026-10-15', 'month'),
        at('2026-11-26', 'week'),
        at('2026-02-28', 'day'),
        pickEnd(at('2026-12-10', 'day'), '2026-12-12'),
      ]) {
        const read = filterOfRange(emittedRange(state, settings), settings, NOW);
        expect(emittedRange(read, settings)).toEqual(emittedRange(state, settings));
        expect(read.type).toBe(state.type);
      }
    expect(filterOfRange({}, NAIROBI, NOW)).toEqual(initialFilter(NAIROBI, NOW));
    // A week whose end was picked by hand is no whole week any more: it reads back as days picked by hand.
    expect(
      filterOfRange(
        emittedRange(pickEnd(at('2026-11-26', 'week'), '2026-11-27'), NAIROBI),
        NAIROBI,
        NOW,
      ),
    ).toMatchObject({
      type: 'day',
      start: '2026-11-23',
      end: '2026-11-27',
    });
  });
});

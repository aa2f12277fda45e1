import { describe, expect, it } from 'vitest';
import {
  dayOf,
  genderOf,
  minorUnitsOf,
  minutesOf,
  timeOf,
} from '../../../server/data-import/values';

describe('the cells other systems write', () => {
  it.each([
    ['2026-12-01', '2026-12-01'],
    ['2026-12-01T10:00:00Z', '2026-12-01'],
    ['01/12/2026', '2026-12-01'],
    ['1-12-2026', '2026-12-01'],
    ['1.12.26', '2026-12-01'],
    ['1 Dec 2026', '2026-12-01'],
    ['December 1, 2026', '2026-12-01'],
    ['31/02/2026', null],
    ['12/31/2026', null],
    ['soon', null],
  ])('read the day %s as %s', (cell, day) => expect(dayOf(cell)).toBe(day));

  it.each([
    ['09:00', '09:00'],
    ['9.30', '09:30'],
    ['2:15 PM', '14:15'],
    ['12:00am', '00:00'],
    ['14:00:00', '14:00'],
    ['25:00', null],
    ['9', null],
  ])('read the time %s as %s', (cell, time) => expect(timeOf(cell)).toBe(time));

  it.each([
    ['60', 60],
    ['60 min', 60],
    ['1h 30min', 90],
    ['2 hours', 120],
    ['1:30', 90],
    ['long', null],
  ])('read the duration %s as %s minutes', (cell, minutes) =>
    expect(minutesOf(cell)).toBe(minutes),
  );

  it.each([
    ['1500', 150000],
    ['1,500', 150000],
    ['1500.00', 150000],
    ['KSh 1,500', 150000],
    ['$45.5', 4550],
    ['45,50', 4550],
    ['-5', null],
    ['free', null],
    ['1.234.5', null],
  ])('read the amount %s as %s cents', (cell, cents) => expect(minorUnitsOf(cell)).toBe(cents));

  it.each([
    ['M', 'Male'],
    ['female', 'Female'],
    ['OTHER', 'Other'],
    ['Mwanamke', 'Female'],
    ['maybe', 'maybe'],
  ])('read the gender %s as %s', (cell, gender) => expect(genderOf(cell)).toBe(gender));
});

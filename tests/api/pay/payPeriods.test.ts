import { describe, expect, it } from 'vitest';
import type { PaySettings } from '../../../registry/pay';
import {
  isPeriodStart,
  nextPeriod,
  periodContaining,
  previousPeriod,
} from '../../../registry/payPeriods';

const weekly: PaySettings = { frequency: 'weekly', anchorDate: '2026-11-02' };
const fortnightly: PaySettings = { frequency: 'fortnightly', anchorDate: '2026-11-02' };
const monthlyOn31: PaySettings = { frequency: 'monthly', anchorDate: '2026-01-31' };
const monthlyOn15: PaySettings = { frequency: 'monthly', anchorDate: '2026-03-15' };

describe('pay periods', () => {
  it('cuts weekly periods every 7 days from the anchor, after and before it', () => {
    expect(periodContaining(weekly, '2026-11-02')).toEqual({
      start: '2026-11-02',
      end: '2026-11-08',
    });
    expect(periodContaining(weekly, '2026-11-15')).toEqual({
      start: '2026-11-09',
      end: '2026-11-15',
    });
    expect(periodContaining(weekly, '2026-11-01')).toEqual({
      start: '2026-10-26',
      end: '2026-11-01',
    });
    expect(nextPeriod(weekly, '2026-11-04')).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    expect(previousPeriod(weekly, '2026-11-04')).toEqual({
      start: '2026-10-26',
      end: '2026-11-01',
    });
  });

  it('cuts fortnightly periods every 14 days, across a year end', () => {
    expect(periodContaining(fortnightly, '2026-11-20')).toEqual({
      start: '2026-11-16',
      end: '2026-11-29',
    });
    expect(periodContaining(fortnightly, '2026-10-19')).toEqual({
      start: '2026-10-19',
      end: '2026-11-01',
    });
    expect(periodContaining(fortnightly, '2027-01-01')).toEqual({
      start: '2026-12-28',
      end: '2027-01-10',
    });
    expect(isPeriodStart(fortnightly, '2026-11-16')).toBe(true);
    expect(isPeriodStart(fortnightly, '2026-11-09')).toBe(false);
  });

  it("starts monthly periods on the anchor's day, the month's last day when shorter", () => {
    expect(periodContaining(monthlyOn31, '2026-02-10')).toEqual({
      start: '2026-01-31',
      end: '2026-02-27',
    });
    expect(periodContaining(monthlyOn31, '2026-02-28')).toEqual({
      start: '2026-02-28',
      end: '2026-03-30',
    });
    expect(periodContaining(monthlyOn31, '2028-02-29')).toEqual({
      start: '2028-02-29',
      end: '2028-03-30',
    });
    expect(periodContaining(monthlyOn31, '2026-04-30')).toEqual({
      start: '2026-04-30',
      end: '2026-05-30',
    });
    expect(periodContaining(monthlyOn15, '2026-01-03')).toEqual({
      start: '2025-12-15',
      end: '2026-01-14',
    });
    expect(nextPeriod(monthlyOn15, '2026-12-20')).toEqual({
      start: '2027-01-15',
      end: '2027-02-14',
    });
    expect(previousPeriod(monthlyOn15, '2026-01-20')).toEqual({
      start: '2025-12-15',
      end: '2026-01-14',
    });
    expect(isPeriodStart(monthlyOn31, '2026-02-28')).toBe(true);
    expect(isPeriodStart(monthlyOn31, '2026-03-30')).toBe(false);
  });

  it('starts monthly periods on the 1st by default', () => {
    const monthly: PaySettings = { frequency: 'monthly', anchorDate: '2026-11-01' };
    expect(periodContaining(monthly, '2026-02-28')).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
  });
});

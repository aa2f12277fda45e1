import type { RecurringPeriod } from '../../registry/appointments';
import { addToWallClock, instantOf, wallClockOf } from '../tenancy/zonedTime';

const STEPS: Record<RecurringPeriod, { amount: number; unit: 'week' | 'month' | 'day' }> = {
  week: { amount: 1, unit: 'week' },
  month: { amount: 1, unit: 'month' },
  '14-day': { amount: 14, unit: 'day' },
  '6-month': { amount: 6, unit: 'month' },
};

/**
 * The starts of a recurring series: `count` appointments (the repeat count; 1 is the first
 * alone), each `period` after the first on the business's wall clock, so a 10:00 booking stays
 * 10:00 across a daylight-saving change. Each occurrence is counted from the first, not from
 * the one before: a series from 31 January falls on 28 (or 29) February, then 31 March.
 */
export const occurrences = (
  first: Date,
  period: RecurringPeriod,
  count: number,
  zone: string,
): Date[] => {
  const wallClock = wallClockOf(first, zone);
  const { amount, unit } = STEPS[period];
  return Array.from({ length: count }, (_, index) =>
    instantOf(addToWallClock(wallClock, index * amount, unit), zone),
  );
};

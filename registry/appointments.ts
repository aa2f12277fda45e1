/** The spec's recurring periods (back-office.md 2): week, month, 14-day, 6-month; web and server share them. */
export const RECURRING_PERIODS = ['week', 'month', '14-day', '6-month'] as const;
export type RecurringPeriod = (typeof RECURRING_PERIODS)[number];

/** Repeat counts a series may have: the spec's minimum of 1 (the first alone), a year of weeks at most. */
export const MIN_REPEAT_COUNT = 1;
export const MAX_REPEAT_COUNT = 52;

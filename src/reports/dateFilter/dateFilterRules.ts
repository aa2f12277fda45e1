import dayjs from 'dayjs';
import type { ReportRange } from '../../dataProvider/reports';
import {
  dayBoundsInZone,
  formatDay,
  formatMonth,
  formatRange,
  todayInZone,
  type DateSettings,
} from '../../format/dates';

/**
 * The report date filter's rules (back-office.md 4, inventory.md 4), kept apart from the bar so
 * each one is tested alone. Days are calendar days of the business ('YYYY-MM-DD'); only the
 * emitted range turns them into instants, in the business time zone.
 */
export const RANGE_TYPES = ['month', 'week', 'day'] as const;
export type RangeType = (typeof RANGE_TYPES)[number];
export type FilterType = 'all' | RangeType;

export interface DateFilterState {
  type: FilterType;
  /** The day the toggles and arrows compute around: today in the business zone at first. */
  current: string;
  /** Both null in 'all'; both set otherwise. */
  start: string | null;
  end: string | null;
}

const DAY = 'YYYY-MM-DD';
const parseDay = (day: string) => dayjs(day, DAY, true);

/** First and last day of the month, ISO week (Monday to Sunday) or day around `day`. */
export const rangeAround = (type: RangeType, day: string): { start: string; end: string } => {
  const date = parseDay(day);
  if (type === 'month')
    return { start: date.startOf('month').format(DAY), end: date.endOf('month').format(DAY) };
  if (type === 'week') {
    // Counted here rather than with startOf('week'), which follows the reader's locale.
    const monday = date.subtract((date.day() + 6) % 7, 'day');
    return { start: monday.format(DAY), end: monday.add(6, 'day').format(DAY) };
  }
  return { start: day, end: day };
};

/** The first display: all data, around today in the business zone. */
export const initialFilter = (settings: DateSettings, now: Date = new Date()): DateFilterState => ({
  type: 'all',
  current: todayInZone(settings, now),
  start: null,
  end: null,
});

/**
 * The bar as a range kept in the page's URL shows it: the business days of its instants, as a
 * month, week or day when it is exactly one, else as the days picked by hand (stepping by day).
 * No range is the first display: all data.
 */
export const filterOfRange = (
  range: ReportRange,
  settings: DateSettings,
  now: Date = new Date(),
): DateFilterState => {
  if (!range.startDate || !range.endDate) return initialFilter(settings, now);
  const start = todayInZone(settings, range.startDate);
  const end = todayInZone(settings, range.endDate);
  const matches = (type: RangeType) => {
    const around = rangeAround(type, start);
    return around.start === start && around.end === end;
  };
  return { type: RANGE_TYPES.find(matches) ?? 'day', current: start, start, end };
};

/** Whether two ranges are the same instants (the bar's and the URL's). */
export const sameRange = (one: ReportRange, other: ReportRange): boolean =>
  one.startDate === other.startDate && one.endDate === other.endDate;

/** A Month/Week/Day toggle: that range around the current day, whether the bar shows 'all' or another range. */
export const chooseRange = (state: DateFilterState, type: RangeType): DateFilterState => ({
  ...state,
  type,
  ...rangeAround(type, state.current),
});

/** All: both dates cleared. */
export const chooseAll = (state: DateFilterState): DateFilterState => ({
  ...state,
  type: 'all',
  start: null,
  end: null,
});

/** One month, week or day back (-1) or on (+1), and the range recomputed around it. */
export const step = (state: DateFilterState, direction: -1 | 1): DateFilterState => {
  if (state.type === 'all') return state;
  const current = parseDay(state.current).add(direction, state.type).format(DAY);
  return { ...state, current, ...rangeAround(state.type, current) };
};

/**
 * A start picked by hand; a start after the end moves the end to it. Picked in 'all', it leaves
 * 'all' for a one-day range (the spec does not say; the arrows then step by day from it).
 */
export const pickStart = (state: DateFilterState, day: string): DateFilterState => {
  if (state.type === 'all' || !state.end)
    return { type: 'day', current: day, start: day, end: day };
  return { ...state, current: day, start: day, end: day > state.end ? day : state.end };
};

/** An end picked by hand; an end before the start moves the start to it. */
export const pickEnd = (state: DateFilterState, day: string): DateFilterState => {
  if (state.type === 'all' || !state.start)
    return { type: 'day', current: day, start: day, end: day };
  return { ...state, start: day < state.start ? day : state.start, end: day };
};

/** The last instant of a business day: just before the next day's first. */
const endOfDayInZone = (day: string, settings: DateSettings): string =>
  new Date(Date.parse(dayBoundsInZone(day, settings).end) - 1).toISOString();

/** What the bar emits: empty in 'all', else the start of the first day to the end of the last, in the business zone. */
export const emittedRange = (state: DateFilterState, settings: DateSettings): ReportRange =>
  state.start && state.end
    ? {
        startDate: dayBoundsInZone(state.start, settings).start,
        endDate: endOfDayInZone(state.end, settings),
      }
    : {};

/**
 * The range label: `allData` (the translated 'All Data') in 'all'; a whole month in month mode
 * as 'MMMM YYYY'; one day as 'MMMM Do YYYY'; otherwise 'MMMM Do YYYY - MMMM Do YYYY'. Written
 * from the emitted instants, so the days are the business's in the reader's language.
 */
export const rangeLabel = (
  state: DateFilterState,
  settings: DateSettings,
  allData: string,
): string => {
  const { startDate, endDate } = emittedRange(state, settings);
  if (!startDate || !endDate || !state.start || !state.end) return allData;
  if (state.start === state.end) return formatDay(startDate, settings);
  const month = rangeAround('month', state.start);
  if (state.type === 'month' && month.start === state.start && month.end === state.end)
    return formatMonth(startDate, settings);
  return formatRange(startDate, endDate, settings);
};

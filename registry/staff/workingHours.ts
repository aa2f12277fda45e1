import * as yup from 'yup';

/** Days of a working week, Monday first (ISO order). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
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
export const DEFAULT_WORKING_HOURS: WorkingDay[] = WEEKDAYS.map((day) => ({ day, working: day !== 'sunday', start: '08:00', end: '18:00' }));

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const daySchema = yup
  .object({
    day: yup
      .string()
      .strict()
      .oneOf([...WEEKDAYS], 'saluni.staff.workingHours.week')
      .required('saluni.staff.workingHours.week'),
    working: yup.boolean().strict().typeError('saluni.staff.workingHours.week').required('saluni.staff.workingHours.week'),
    start: yup
      .string()
      .strict()
      .typeError('saluni.staff.workingHours.time')
      .matches(TIME, 'saluni.staff.workingHours.time')
      .required('saluni.staff.workingHours.time'),
    end: yup
      .string()
      .strict()
      .typeError('saluni.staff.workingHours.time')
      .matches(TIME, 'saluni.staff.workingHours.time')
      .required('saluni.staff.workingHours.time'),
  })
  .noUnknown('saluni.staff.workingHours.week')
  .strict()
  .typeError('saluni.staff.workingHours.week')
  .test('order', 'saluni.staff.workingHours.order', (value) => !value?.working || !TIME.test(value.start) || !TIME.test(value.end) || value.start < value.end);

/** Exactly seven days, Monday to Sunday in order; a working day ends after it starts. */
export const workingHoursSchema = () =>
  yup
    .array(daySchema.required('saluni.staff.workingHours.week'))
    .strict()
    .typeError('saluni.staff.workingHours.week')
    .test(
      'week',
      'saluni.staff.workingHours.week',
      (value) => !value || (value.length === WEEKDAYS.length && value.every((day, index) => day?.day === WEEKDAYS[index])),
    );

import type { MessageTree } from '../merge';

/**
 * Appointment statuses (shown by several areas' screens through src/format) and the calendar's
 * menu entry; the appointment screens' own texts load with them (src/appointments/texts.en.ts).
 */
export const appointmentsEnglish = {
  saluni: {
    appointments: {
      status: {
        booked: 'Booked',
        confirmed: 'Confirmed',
        arrived: 'Arrived',
        started: 'Started',
        completed: 'Completed',
        no_show: 'No-show',
        cancelled: 'Cancelled',
      },
    },
    /** The menu names the calendar before its screen loads. */
    calendar: { title: 'Calendar' },
  },
} satisfies MessageTree;

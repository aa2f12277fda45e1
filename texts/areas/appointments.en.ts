import type { MessageTree } from '../merge';

/** Texts of the appointment screens. */
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
      list: {
        title: 'Appointments',
        empty: 'No appointments yet',
      },
    },
    /** The menu names the calendar before its screen loads. */
    calendar: { title: 'Calendar' },
  },
} satisfies MessageTree;

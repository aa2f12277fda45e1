import type { appointmentsEnglish } from './appointments.en';

/** The appointment screens' texts in Swahili, key for key with `appointments.en.ts`. */
export const appointmentsSwahili = {
  saluni: {
    appointments: {
      status: {
        booked: 'Imewekwa',
        confirmed: 'Imethibitishwa',
        arrived: 'Amefika',
        started: 'Imeanza',
        completed: 'Imekamilika',
        no_show: 'Hakufika',
        cancelled: 'Imeghairiwa',
      },
    },
    calendar: { title: 'Kalenda' },
  },
} satisfies typeof appointmentsEnglish;

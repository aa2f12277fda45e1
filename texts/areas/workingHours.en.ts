import type { MessageTree } from '../merge';

/**
 * The working hours' checks and day names: the server speaks them (refusals, the staff export's
 * columns) and the staff screens show them; the web app loads them with the staff chunk
 * (src/staff/texts.ts), not with the first load.
 */
export const workingHoursEnglish = {
  saluni: {
    staff: {
      workingHours: {
        week: 'Working hours must list Monday to Sunday',
        time: 'Times must be HH:mm',
        order: 'A working day must end after it starts',
        dayOff: 'Day off',
        days: {
          monday: 'Monday',
          tuesday: 'Tuesday',
          wednesday: 'Wednesday',
          thursday: 'Thursday',
          friday: 'Friday',
          saturday: 'Saturday',
          sunday: 'Sunday',
        },
      },
    },
  },
} satisfies MessageTree;

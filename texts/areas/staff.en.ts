import type { MessageTree } from '../merge';

/** Texts of the staff resources in the shell: field labels (the screens' texts are in src/staff/texts.en.ts). */
export const staffEnglish = {
  resources: {
    employee: {
      fields: { workingHours: 'Working hours', takesOnlineBookings: 'Takes online bookings' },
    },
  },
} satisfies MessageTree;

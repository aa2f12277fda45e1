import type { staffEnglish } from './staff.en';

/** The staff resources' texts in Swahili, key for key with `staff.en.ts`. */
export const staffSwahili = {
  resources: {
    employee: {
      fields: { workingHours: 'Saa za kazi', takesOnlineBookings: 'Anapokea miadi ya mtandaoni' },
    },
  },
} satisfies typeof staffEnglish;

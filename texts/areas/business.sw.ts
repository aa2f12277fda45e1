import type { businessEnglish } from './business.en';

/** Adding a business in Swahili, key for key with `business.en.ts`. */
export const businessSwahili = {
  saluni: {
    business: {
      add: 'Ongeza biashara',
    },
  },
} satisfies typeof businessEnglish;

import type { businessEnglish } from './business.en';

/** Adding a business in Swahili, key for key with `business.en.ts`. */
export const businessSwahili = {
  saluni: {
    business: {
      add: 'Ongeza biashara',
      addTitle: 'Ongeza biashara au tawi',
      addIntro:
        'Tawi ni biashara yake yenyewe, yenye wafanyakazi, huduma na mapato yake. Ni mali yako na unaweza kubadili kati ya biashara zako juu.',
    },
  },
} satisfies typeof businessEnglish;

import type { createBusinessEnglish } from './createBusinessTexts.en';

/** The create-business form's texts in Swahili, key for key with `createBusinessTexts.en.ts`. */
export const createBusinessSwahili = {
  saluni: {
    business: {
      createTitle: 'Sajili biashara yako',
      createIntro: 'Saluni hufanya kazi ndani ya biashara. Sajili yako ili uanze.',
      create: 'Sajili biashara',
      addTitle: 'Ongeza biashara au tawi',
      addIntro:
        'Tawi ni biashara yake yenyewe, yenye wafanyakazi, huduma na mapato yake. Ni mali yako na unaweza kubadili kati ya biashara zako juu.',
    },
  },
} satisfies typeof createBusinessEnglish;

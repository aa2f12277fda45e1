import type { settingsScreensEnglish } from './texts.en';

/** The settings screen' texts in Swahili, key for key with `texts.en.ts`. */
export const settingsScreensSwahili = {
  saluni: {
    offerings: {
      settings: {
        title: 'Mipangilio ya biashara',
        logo: 'Nembo',
        chooseLogo: 'Chagua nembo',
        removeLogo: 'Ondoa nembo',
        currencies: { KES: 'Shilingi ya Kenya (KES)', AUD: 'Dola ya Australia (AUD)' },
      },
    },
  },
} satisfies typeof settingsScreensEnglish;

import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the business settings page. In English they join the catalogue when those screens load
 * (src/settings/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const settingsScreensEnglish = {
  saluni: {
    offerings: {
      settings: {
        title: 'Business settings',
        logo: 'Logo',
        chooseLogo: 'Choose logo',
        removeLogo: 'Remove logo',
        currencies: { KES: 'Kenyan shilling (KES)', AUD: 'Australian dollar (AUD)' },
      },
    },
  },
} satisfies MessageTree;

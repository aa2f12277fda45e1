import type { taxScreensEnglish } from './texts.en';

/** The tax class input's texts in Swahili, key for key with `texts.en.ts`. */
export const taxScreensSwahili = {
  saluni: {
    tax: {
      classInput: { label: 'Kundi la kodi', standard: 'Kawaida' },
    },
  },
} satisfies typeof taxScreensEnglish;

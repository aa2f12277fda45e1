import type { serviceTaxEnglish } from './taxTexts.en';

/** The service form's tax inputs in Swahili, key for key with `taxTexts.en.ts`. */
export const serviceTaxSwahili = {
  saluni: {
    services: {
      tax: {
        kraItemClassCode: 'Msimbo wa aina ya bidhaa wa KRA',
        kraItemClassCodeHelp: 'Uainishaji wa huduma hii katika eTIMS ya KRA',
      },
    },
  },
} satisfies typeof serviceTaxEnglish;

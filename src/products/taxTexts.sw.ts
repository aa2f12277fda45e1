import type { productTaxEnglish } from './taxTexts.en';

/** The product form's tax inputs in Swahili, key for key with `taxTexts.en.ts`. */
export const productTaxSwahili = {
  saluni: {
    inventory: {
      tax: {
        kraItemClassCode: 'Msimbo wa aina ya bidhaa wa KRA',
        kraItemClassCodeHelp: 'Uainishaji wa bidhaa hii katika eTIMS ya KRA',
      },
    },
  },
} satisfies typeof productTaxEnglish;

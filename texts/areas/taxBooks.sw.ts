import type { taxBooksEnglish } from './taxBooks.en';

/** The tax classes in Swahili, key for key with `taxBooks.en.ts`. */
const taxFields = { taxClass: 'Aina ya kodi' };

export const taxBooksSwahili = {
  saluni: {
    taxBooks: {
      bands: {
        A: 'A: msamaha',
        B: 'B: VAT asilimia 16',
        C: 'C: kiwango sifuri (0%)',
        D: 'D: bila VAT',
        E: 'E: VAT asilimia 8',
        GST: 'GST asilimia 10',
        FRE: 'Bila GST',
      },
    },
  },
  resources: {
    service: {
      fields: { ...taxFields, kraItemClassCode: 'Msimbo wa uainishaji wa bidhaa wa KRA' },
    },
    membership: { fields: taxFields },
    voucher: { fields: taxFields },
    'service-package': { fields: taxFields },
  },
} satisfies typeof taxBooksEnglish;

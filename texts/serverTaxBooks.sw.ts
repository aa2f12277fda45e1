import type { serverTaxBooksEnglish } from './serverTaxBooks.en';

/** Tax on the books in Swahili, key for key with `serverTaxBooks.en.ts`. */
export const serverTaxBooksSwahili = {
  saluni: {
    taxBooks: {
      validation: {
        kraPin: 'Weka PIN ya KRA: A au P, tarakimu tisa na herufi (P051234567X)',
        abn: 'Weka ABN halali: tarakimu 11 (51 824 753 556)',
        buyerRequired: 'Ankara ya kodi ya A$1,000 au zaidi inamtaja mnunuzi: weka jina lake au ABN',
        taxClassOfCountry: 'Chagua aina ya kodi ya nchi ya biashara yako: %{bands}',
        itemClassCode: 'Msimbo wa uainishaji wa bidhaa wa KRA usizidi herufi 20',
      },
    },
  },
} satisfies typeof serverTaxBooksEnglish;

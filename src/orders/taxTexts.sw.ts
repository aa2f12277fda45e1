import type { orderTaxEnglish } from './taxTexts.en';

/** The order page's tax in Swahili, key for key with `taxTexts.en.ts`. */
export const orderTaxSwahili = {
  saluni: {
    orders: {
      page: {
        taxBand: 'Kundi la kodi',
        taxable: 'Imeuzwa kwa',
        tax: 'Kodi',
        invoice: 'Hati',
      },
      tax: {
        title: 'Kodi',
        none: 'Hakuna kodi kwenye oda hii',
        totalTax: 'Jumla ya kodi',
        buyer: 'Ankara kwa',
        invoices: 'Ankara za kodi',
        noInvoices: 'Bado hakuna ankara ya kodi: hutolewa oda ikishalipwa yote',
        invoice: 'Ankara %{number}',
        creditNote: 'Hati ya marejesho %{number} (ankara %{original})',
        states: {
          pending: 'Inasubiri KRA',
          accepted: 'Imekubaliwa na KRA',
          refused: 'Imekataliwa na KRA',
          issued: 'Imetolewa',
        },
        accepted: 'Namba ya ankara ya CU %{number} (kifaa %{unit})',
        refused: 'Msimbo wa KRA %{code}: %{message}',
        issued: 'Namba ya ankara ya kodi %{number}',
        retry: 'Jaribu tena',
        retried: 'Ankara imetumwa tena kwa KRA',
      },
    },
  },
} satisfies typeof orderTaxEnglish;

import type { serverWordedEnglish } from './serverWorded.en';

/** The server's worded refusals and export columns in Swahili, key for key with `serverWorded.en.ts`. */
export const serverWordedSwahili = {
  saluni: {
    offerings: {
      coverage: {
        service_not_covered: 'Uanachama haujumuishi huduma hii',
        not_started: 'Uanachama bado haujaanza',
        expired: 'Muda wa uanachama umekwisha',
        cancelled: 'Uanachama ulighairiwa',
        no_membership: 'Mteja hana uanachama',
      },
      voucherReasons: {
        not_found: 'Hakuna vocha yenye namba hii',
        other_business: 'Vocha hii ni ya biashara nyingine',
        other_client: 'Vocha hii iliuzwa kwa mteja mwingine',
        cancelled: 'Vocha hii ilighairiwa',
        expired: 'Muda wa vocha hii umekwisha',
        used_up: 'Vocha hii imeshatumika yote',
      },
    },
    catalogue: {
      export: {
        title: 'Jina',
        type: 'Aina',
        usage: 'Matumizi',
        status: 'Hali',
        category: 'Kategoria',
        brand: 'Chapa',
        manufacturer: 'Mtengenezaji',
        weight: 'Uzito (Kg)',
        sku: 'SKU',
        options: 'Machaguo',
        stock: 'Akiba',
        salesStock: 'Akiba ya ghala la mauzo',
        supplyPrice: 'Bei ya kununua',
        retailPrice: 'Bei ya rejareja',
        lastPrice: 'Bei ya mwisho',
        sale: 'Kuuza',
        inStore: 'Matumizi ya saluni',
      },
    },
  },
} satisfies typeof serverWordedEnglish;

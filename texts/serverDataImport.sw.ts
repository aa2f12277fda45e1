import type { serverDataImportEnglish } from './serverDataImport.en';

/** The import's messages in Swahili, key for key with `serverDataImport.en.ts`. */
export const serverDataImportSwahili = {
  saluni: {
    dataImport: {
      file: {
        empty: 'Faili ni tupu',
        unreadable: 'Faili haiwezi kusomwa kama CSV: kagua alama zake za nukuu',
        noHeader: 'Mstari wa kwanza lazima utaje safu',
        blankColumn: 'Kila safu ya mstari wa kwanza inahitaji jina',
        duplicateColumn: 'Safu "%{column}" inaonekana mara mbili',
        noRows: 'Faili haina mistari chini ya vichwa vyake',
        tooManyRows: 'Faili inaweza kuwa na mistari %{max} tu: igawanye',
      },
      mapping: {
        unknownField: 'Sehemu hii haiwezi kuingizwa hapa',
        unknownColumn: 'Faili haina safu "%{column}"',
        presetKind: 'Kiolezo hiki ni cha aina nyingine ya rekodi',
      },
      row: {
        badDate: 'Si tarehe: tumia YYYY-MM-DD au DD/MM/YYYY',
        badTime: 'Si saa: tumia HH:mm',
        badDuration: 'Si muda kwa dakika',
        badAmount: 'Si kiasi',
        pastAppointment: 'Miadi ya siku zijazo pekee ndiyo inaweza kuingizwa',
        sameAsLine: 'Sawa na mstari %{line} wa faili',
        clientPhoneTaken: 'Tayari yupo mteja mwenye nambari hii ya simu',
        clientEmailTaken: 'Tayari yupo mteja mwenye barua pepe hii',
        serviceTaken: 'Tayari ipo huduma yenye jina hili',
        notFound: 'Hakuna inayolingana katika biashara',
        ambiguous: 'Zaidi ya moja zinalingana katika biashara: iandike kamili',
      },
      problems:
        'Mstari %{smart_count} una matatizo: hakuna kilichoingizwa |||| Mistari %{smart_count} ina matatizo: hakuna kilichoingizwa',
    },
  },
} satisfies typeof serverDataImportEnglish;

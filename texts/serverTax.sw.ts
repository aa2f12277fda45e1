import type { serverTaxEnglish } from './serverTax.en';

/** Tax settings' refusals and the tax report's words in Swahili, key for key with `serverTax.en.ts`. */
export const serverTaxSwahili = {
  saluni: {
    taxSettings: {
      validation: {
        legalName: 'Jina rasmi lisizidi herufi 200',
        phone: 'Weka nambari ya simu ya nchi ya biashara',
        boolean: 'Chagua ndiyo au hapana',
        kraPin: 'KRA PIN ni herufi A au P, tarakimu 9 na herufi, kwa mfano P051234567X',
        kraPinRequired: 'Biashara iliyosajiliwa kwa VAT inahitaji KRA PIN yake',
        branchId: 'Kitambulisho cha tawi la eTIMS ni tarakimu mbili: 00 kwa ofisi kuu',
        deviceSerial: 'Nambari ya kifaa isizidi herufi 40',
        abn: 'ABN hii si sahihi: ina tarakimu 11 na ukaguzi wa ATO',
        abnRequired: 'Biashara iliyosajiliwa kwa GST inahitaji ABN yake',
        otherCountry: 'Sehemu hii haitumiki katika nchi ya biashara: iache tupu',
      },
    },
    taxReport: {
      validation: {
        notADay: 'Andika siku kama YYYY-MM-DD',
        toBeforeFrom: 'Siku ya mwisho iko kabla ya ya kwanza',
      },
      export: {
        band: 'Kundi',
        rate: 'Kiwango (%)',
        salesTaxable: 'Mauzo (kodi ikiwemo)',
        salesTax: 'Kodi ya mauzo',
        creditTaxable: 'Hati za marejesho (kodi ikiwemo)',
        creditTax: 'Kodi ya hati za marejesho',
        netTaxable: 'Mauzo halisi (kodi ikiwemo)',
        netTax: 'Kodi halisi',
      },
    },
  },
} satisfies typeof serverTaxEnglish;

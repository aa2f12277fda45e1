import type { taxScreensEnglish } from './texts.en';

/** The tax screens in Swahili, key for key with `texts.en.ts`. */
export const taxScreensSwahili = {
  saluni: {
    taxScreens: {
      settings: {
        title: 'Kodi',
        open: 'Mipangilio ya kodi',
        hint: 'Majina na nambari zinazochapishwa kwenye ankara za kodi, na kama biashara inatoza VAT au GST.',
        save: 'Hifadhi mipangilio ya kodi',
        saved: 'Mipangilio ya kodi imehifadhiwa',
        legalName: 'Jina rasmi',
        legalNameHint: 'Kama lilivyosajiliwa na mamlaka ya kodi; jina la biashara likiachwa tupu',
        phone: 'Simu kwenye ankara',
        kraPin: 'PIN ya KRA',
        kraPinHint: 'Herufi, tarakimu 9 na herufi, kwa mfano P051234567X',
        vatRegistered: 'Imesajiliwa kwa VAT',
        etimsBranchId: 'Kitambulisho cha tawi la eTIMS',
        etimsBranchIdHint: '00 kwa ofisi kuu',
        etimsDeviceSerial: 'Nambari ya kifaa cha eTIMS',
        abn: 'Nambari ya ABN',
        abnHint: 'Tarakimu 11, kwa mfano 51 824 753 556',
        gstRegistered: 'Imesajiliwa kwa GST',
        pricesIncludeTaxKE:
          'Bei ya kila huduma na bidhaa ndiyo mteja analipa: biashara ikiwa imesajiliwa kwa VAT, VAT ni sehemu ya bei hiyo ambayo KRA inachukua (16 katika kila 116 ya bidhaa ya kawaida). Hakuna kinachoongezwa wakati wa malipo.',
        pricesIncludeTaxAU:
          'Bei ya kila huduma na bidhaa ndiyo mteja analipa: biashara ikiwa imesajiliwa kwa GST, GST ni sehemu ya bei hiyo ambayo ATO inachukua (1 katika kila 11 ya bidhaa inayotozwa kodi). Hakuna kinachoongezwa wakati wa malipo.',
      },
      report: {
        title: 'Ripoti ya kodi',
        titleKE: 'VAT kwa kila kundi la eTIMS',
        titleAU: 'GST na BAS',
        loadFailed: 'Ripoti ya kodi haikuweza kupakiwa: %{message}',
        export: 'Hamisha CSV',
        band: 'Kundi',
        salesTaxable: 'Mauzo',
        salesTax: 'Kodi ya mauzo',
        creditTaxable: 'Hati za marejesho',
        creditTax: 'Kodi ya hati za marejesho',
        netTaxable: 'Mauzo halisi',
        netTax: 'Kodi halisi',
        counts: 'Ankara %{invoices} na hati za marejesho %{creditNotes} kuanzia %{from} hadi %{to}',
        taxIncluded: 'Kiasi kinajumuisha kodi.',
        basTitle: 'Kwa ajili ya BAS',
        g1: 'G1 Jumla ya mauzo (GST ikiwemo)',
        gst1A: '1A GST ya mauzo',
      },
      warning: {
        title: 'Ankara ambazo KRA haijakubali',
        pending:
          'Ankara 1 haijakubaliwa na KRA baada ya saa moja |||| Ankara %{smart_count} hazijakubaliwa na KRA baada ya saa moja',
        refused: '1 imekataliwa |||| %{smart_count} zimekataliwa',
        openOldest: 'Fungua ya zamani zaidi (ankara %{invoiceNo})',
      },
      taxClass: {
        label: 'Aina ya kodi',
        default: '%{band} (chaguo-msingi)',
        hint: 'Viwango vya nchi ya biashara; bidhaa iliyoachwa kwenye chaguo-msingi inafuata kiwango cha kawaida.',
        bands: {
          A: 'Msamaha (A)',
          B: 'Kawaida (B, 16%)',
          C: 'Kiwango sifuri (C, 0%)',
          D: 'Nje ya VAT (D)',
          E: 'Kiwango cha chini (E, 8%)',
          GST: 'GST (asilimia 10)',
          FRE: 'Bila GST',
        },
      },
    },
  },
} satisfies typeof taxScreensEnglish;

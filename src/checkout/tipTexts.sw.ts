import type { checkoutTipEnglish } from './tipTexts.en';

/** The checkout's tip in Swahili, key for key with `tipTexts.en.ts`. */
export const checkoutTipSwahili = {
  saluni: {
    checkout: {
      tip: {
        title: 'Bakshishi',
        add: 'Ongeza bakshishi',
        change: 'Badilisha bakshishi',
        amount: 'Kiasi cha bakshishi',
        to: 'Kwa',
        shared: 'Igawanywe kati ya wafanyakazi wa mistari',
        save: 'Hifadhi bakshishi',
        cancel: 'Ghairi',
        remove: 'Ondoa bakshishi',
        line: 'Bakshishi — %{name}',
        formerStaff: 'Mfanyakazi wa zamani',
        chooseStaff: 'Chagua bakshishi inaenda kwa nani',
        saleTotal: 'Jumla ya mauzo',
        tipTotal: 'Bakshishi zote',
        toPay: 'Kiasi cha kulipa (mauzo na bakshishi)',
        note: 'Bakshishi si sehemu ya mauzo na haitozwi kodi; yote hulipwa kwa mfanyakazi. Vocha ya zawadi hulipa mauzo pekee.',
      },
    },
  },
} satisfies typeof checkoutTipEnglish;

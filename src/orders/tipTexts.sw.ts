import type { orderTipsEnglish } from './tipTexts.en';

/** An order's tips in Swahili, key for key with `tipTexts.en.ts`. */
export const orderTipsSwahili = {
  saluni: {
    orders: {
      page: { tips: 'Bakshishi', tip: 'Bakshishi', tipTotal: 'Bakshishi zote' },
      tips: {
        line: 'Bakshishi — %{name}',
        formerStaff: 'Mfanyakazi wa zamani',
        note: 'Bakshishi si sehemu ya mauzo na haitozwi kodi; yote hulipwa kwa mfanyakazi.',
        toPay: 'Jumla pamoja na bakshishi',
      },
    },
  },
} satisfies typeof orderTipsEnglish;

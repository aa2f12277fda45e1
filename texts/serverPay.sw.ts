import type { serverPayEnglish } from './serverPay.en';

/** Staff pay's refusals and export columns in Swahili, key for key with `serverPay.en.ts`. */
export const serverPaySwahili = {
  saluni: {
    pay: {
      errors: {
        notEnded: 'Kipindi hiki cha malipo bado hakijaisha',
        alreadyClosed: 'Kipindi hiki cha malipo kimeshafungwa',
      },
      staffReportExport: {
        name: 'Mfanyakazi',
        sales: 'Mauzo',
        servicesDone: 'Huduma zilizofanywa',
        serviceSales: 'Mauzo ya huduma',
        productSales: 'Mauzo ya bidhaa',
        orders: 'Oda',
        averageBill: 'Wastani wa bili',
        rebookingRate: 'Kiwango cha kuweka miadi tena (%)',
        commission: 'Kamisheni',
        totals: 'Jumla',
      },
      export: {
        name: 'Mfanyakazi',
        sales: 'Mauzo',
        deductions: 'Makato',
        commission: 'Kamisheni',
        refundsReversed: 'Marejesho yaliyotolewa',
        tips: 'Bakshishi',
        total: 'Jumla',
        hours: {
          total: 'Saa',
          weekday: 'Saa za siku za kazi',
          saturday: 'Saa za Jumamosi',
          sunday: 'Saa za Jumapili',
          publicHoliday: 'Saa za sikukuu',
        },
      },
    },
  },
} satisfies typeof serverPayEnglish;

import type { payEnglish } from './pay.en';

/** Staff pay's texts in Swahili, key for key with `pay.en.ts`. */
export const paySwahili = {
  saluni: {
    pay: {
      validation: {
        ratesRequired: 'Weka viwango vya mpango',
        rates: 'Weka kiwango kwa kila aina, au usiweke',
        kind: 'Viwango ni vya huduma, bidhaa, uanachama, vocha na vifurushi tu',
        rate: 'Kiwango ni asilimia au kiasi maalum',
        rateValue: 'Weka thamani ya kiwango',
        percent: 'Asilimia kutoka 0 hadi 100, isiyozidi desimali mbili',
        overrides: 'Weka aina au bidhaa na kiwango chake kwa kila kiwango',
        overrideId: 'Chagua aina au bidhaa',
        overrideTwice: 'Aina au bidhaa ina kiwango kimoja tu',
        tiers: 'Weka mwanzo wa kila daraja na asilimia yake',
        tierFrom: 'Mwanzo wa daraja: kiasi cha 0 au zaidi',
        tiersAscending: 'Kila daraja linaanza juu ya lililotangulia',
        frequency: 'Chagua kila wiki, kila wiki mbili au kila mwezi',
        anchorDate: 'Weka siku ya kwanza ya kipindi (YYYY-MM-DD)',
        notAPeriodStart: 'Siku hii haianzishi kipindi cha malipo',
        reportDay: 'Weka siku (YYYY-MM-DD)',
        reportReversed: 'Siku ya mwisho inakuja kabla ya ya kwanza',
        reportTooLong: 'Ripoti inashughulikia siku zisizozidi %{days}',
      },
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
      toast: {
        planCreated: 'Mpango wa kamisheni umeundwa',
        planUpdated: 'Mpango wa kamisheni umesasishwa',
        planDeleted: 'Mpango wa kamisheni umefutwa',
      },
    },
  },
  resources: {
    service: { fields: { supplyCharge: 'Gharama ya vifaa (hutolewa kabla ya kamisheni)' } },
    employee: { fields: { commissionPlanId: 'Mpango wa kamisheni' } },
    'commission-plan': {
      name: 'Mpango wa kamisheni |||| Mipango ya kamisheni',
      fields: {
        name: 'Jina',
        rates: 'Viwango',
        categoryRates: 'Viwango kwa kundi',
        itemRates: 'Viwango kwa bidhaa au huduma',
        tiers: 'Ngazi',
      },
    },
  },
} satisfies typeof payEnglish;

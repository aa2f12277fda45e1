import type { payChecksEnglish } from './payChecks.en';

/** Staff pay's checks and toasts in Swahili, key for key with `payChecks.en.ts`. */
export const payChecksSwahili = {
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
      toast: {
        planCreated: 'Mpango wa kamisheni umeundwa',
        planUpdated: 'Mpango wa kamisheni umesasishwa',
        planDeleted: 'Mpango wa kamisheni umefutwa',
      },
    },
  },
} satisfies typeof payChecksEnglish;

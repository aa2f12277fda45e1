import type { offeringsScreensEnglish } from './texts.en';

/** The offerings screens' texts in Swahili, key for key with `texts.en.ts`. */
export const offeringsScreensSwahili = {
  saluni: {
    offerings: {
      frequencies: {
        daily: 'Kila siku',
        weekly: 'Kila wiki',
        monthly: 'Kila mwezi',
        quarterly: 'Kila miezi mitatu',
        yearly: 'Kila mwaka',
      },
      durationTypes: { day: 'Siku', week: 'Wiki', month: 'Mwezi/Miezi', year: 'Mwaka/Miaka' },
      prices: 'Bei',
      frequency: 'Marudio',
      price: 'Bei',
      addPrice: 'Ongeza bei',
      removePrice: 'Ondoa bei',
      durationValue: 'Muda',
      durationType: 'Kipimo',
      noDuration: 'Bila kikomo cha muda',
      images: 'Picha',
      recordSession: 'Rekodi kipindi',
      noSessions: 'Bado hakuna vipindi vya uanachama',
    },
    clients: { empty: { memberships: 'Bado hakuna uanachama', vouchers: 'Bado hakuna vocha' } },
  },
} satisfies typeof offeringsScreensEnglish;

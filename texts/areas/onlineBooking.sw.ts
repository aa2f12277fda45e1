import type { onlineBookingEnglish } from './onlineBooking.en';

/** Online booking's checks in Swahili, key for key with `onlineBooking.en.ts`. */
export const onlineBookingSwahili = {
  saluni: {
    onlineBooking: {
      validation: {
        slugRequired: 'Weka anwani ya ukurasa wako wa kuhifadhi nafasi',
        slugLength: 'Anwani lazima iwe na herufi 3 hadi 40',
        slugPattern:
          'Tumia herufi ndogo, tarakimu na vistari, ikianza na kuishia kwa herufi au tarakimu',
        slugReserved: 'Anwani hii imehifadhiwa; chagua nyingine',
        slugTaken: 'Biashara nyingine tayari inatumia anwani hii',
        leadTime: 'Notisi kabla ya miadi lazima iwe kati ya dakika 0 na 10080',
        horizon: 'Muda wa kuhifadhi nafasi mapema lazima uwe kati ya siku 1 na 365',
        startInterval: 'Nyakati za kuanza lazima ziwe kila dakika 5, 10, 15, 20, 30 au 60',
        freeCancellation: 'Kughairi bila malipo lazima iwe kati ya saa 0 na 720 kabla',
        policy: 'Sera lazima iwe maandishi yasiyozidi herufi 4000',
        depositRule: 'Chagua bila amana, kiasi maalum au asilimia',
        depositKind: 'Chagua kiasi maalum au asilimia',
        depositAmount: 'Amana lazima iwe kiasi zaidi ya 0',
        depositPercent: 'Asilimia lazima iwe namba kamili kati ya 1 na 100',
        depositAudience: 'Chagua nani analipa amana',
        depositAbovePrice: 'Amana haiwezi kuzidi bei ya chini kabisa ya huduma',
        linkPayment: 'Muda wa kulipa baada ya kiungo cha kuhifadhi lazima uwe kati ya saa 1 na 168',
      },
    },
  },
} satisfies typeof onlineBookingEnglish;

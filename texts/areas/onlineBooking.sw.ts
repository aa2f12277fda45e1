import type { onlineBookingEnglish } from './onlineBooking.en';

/** Online booking's checks in Swahili, key for key with `onlineBooking.en.ts`. */
export const onlineBookingSwahili = {
  saluni: {
    onlineBooking: {
      // The booking site's reads and holds (server/booking-site/), spoken to its visitors.
      site: {
        notFound: 'Ukurasa huu wa kuhifadhi nafasi haupo au haupokei miadi mtandaoni',
        refused: 'Hatukuweza kukushikia muda huu. Tafadhali jaribu tena.',
        tooManyHolds:
          'Nyakati mbili tayari zimeshikiliwa kutoka muunganisho huu. Maliza miadi moja, au subiri hadi dakika 10 nafasi iachiliwe.',
        tooManyTries:
          'Nyakati nyingi mno zimeshikiliwa kutoka muunganisho huu. Jaribu tena baada ya dakika %{smart_count}. |||| Nyakati nyingi mno zimeshikiliwa kutoka muunganisho huu. Jaribu tena baada ya dakika %{smart_count}.',
        taken: 'Muda huu haupo wazi tena; chagua mwingine',
        heldOnline: '%{name} ameshikiliwa muda huu kwa mteja anayehifadhi nafasi mtandaoni',
        servicesNotBookable: 'Chagua huduma ambazo saluni hii inapokea mtandaoni',
        employeeNotBookable: 'Mhudumu huyu hapokei ziara hii mtandaoni; chagua mwingine au yeyote',
        noStaff: 'Hakuna anayepokea ziara hii mtandaoni kwa muda huu; chagua muda mwingine',
        tooSoon: 'Muda huu ni karibu mno kuhifadhi mtandaoni; chagua wa baadaye',
        tooFar: 'Muda huu uko mbali zaidi ya saluni inavyopokea miadi',
        offInterval: 'Chagua mojawapo ya nyakati za kuanza zilizotolewa',
        mustBeDate: 'Chagua siku, iandikwe YYYY-MM-DD',
        mustBeStaff: 'Chagua mhudumu au yeyote',
      },
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

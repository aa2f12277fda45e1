import type { serverBookingSiteEnglish } from './serverBookingSite.en';

/** The booking site's reads and holds in Swahili, key for key with `serverBookingSite.en.ts`. */
export const serverBookingSiteSwahili = {
  saluni: {
    onlineBooking: {
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
    },
  },
} satisfies typeof serverBookingSiteEnglish;

import type { reportsScreensEnglish } from './texts.en';

/** The report screens' shell texts in Swahili, key for key with `reportsScreens.en.ts`. */
export const reportsScreensSwahili = {
  saluni: {
    reports: {
      filter: {
        label: 'Tarehe za ripoti',
        previous: 'Kipindi kilichopita',
        next: 'Kipindi kijacho',
        range: 'Kipindi',
        choose: 'Chagua %{field}',
      },
      pages: {
        salesTitle: 'Ripoti ya mauzo',
        clientsTitle: 'Ripoti ya wateja',
        notAllowed: 'Jukumu lako haliruhusiwi kuona ripoti hii. Muombe mmiliki wa biashara ruhusa.',
        topFilter: 'Fungua oda za',
        names: {
          Services: 'Huduma',
          Products: 'Bidhaa',
          Memberships: 'Uanachama',
          Vouchers: 'Vocha',
          Packages: 'Vifurushi',
        },
      },
      statistic: {
        failed: 'Takwimu haikuweza kupakiwa: %{message}',
      },
    },
  },
} satisfies typeof reportsScreensEnglish;

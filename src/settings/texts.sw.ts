import type { settingsScreensEnglish } from './texts.en';

/** The settings screen' texts in Swahili, key for key with `texts.en.ts`. */
export const settingsScreensSwahili = {
  saluni: {
    offerings: {
      settings: {
        title: 'Mipangilio ya biashara',
        logo: 'Nembo',
        chooseLogo: 'Chagua nembo',
        removeLogo: 'Ondoa nembo',
        currencies: { KES: 'Shilingi ya Kenya (KES)', AUD: 'Dola ya Australia (AUD)' },
      },
    },
    onlineBooking: {
      settings: {
        title: 'Kuhifadhi nafasi mtandaoni',
        enabled: 'Wateja wanaweza kuhifadhi nafasi mtandaoni',
        slug: 'Anwani ya ukurasa wa kuhifadhi nafasi',
        address: 'Ukurasa wako wa kuhifadhi nafasi: %{address}',
        leadTimeMinutes: 'Notisi kabla ya miadi (dakika)',
        horizonDays: 'Wateja wanaweza kuhifadhi mapema kiasi gani (siku)',
        startIntervalMinutes: 'Nyakati za kuanza',
        everyMinutes: 'Kila dakika %{minutes}',
        freeCancellationHours: 'Kughairi bila malipo hadi (saa kabla)',
        policyEn: 'Sera ya kuhifadhi nafasi kwa Kiingereza',
        policySw: 'Sera ya kuhifadhi nafasi kwa Kiswahili',
        saved: 'Mipangilio ya kuhifadhi nafasi mtandaoni imehifadhiwa',
        save: 'Hifadhi mipangilio ya mtandaoni',
      },
    },
  },
} satisfies typeof settingsScreensEnglish;

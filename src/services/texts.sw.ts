import type { servicesScreensEnglish } from './texts.en';

/** The services screens' texts in Swahili, key for key with `texts.en.ts`. */
export const servicesScreensSwahili = {
  saluni: {
    services: {
      deposit: {
        title: 'Amana kwa miadi ya mtandaoni',
        kind: 'Amana',
        kinds: { none: 'Bila amana', fixed: 'Kiasi maalum', percent: 'Asilimia ya bei' },
        amount: 'Kiasi',
        percent: 'Asilimia',
        appliesTo: 'Inaombwa kwa',
        audiences: { everyone: 'Kila mtu', newClients: 'Wateja wapya tu' },
      },
      supplyChargeHelp:
        'Kwa kila kipimo kinachouzwa: hutolewa kwenye mauzo, bila kodi, kabla ya kamisheni ya mfanyakazi',
      pricing: { title: 'Machaguo ya bei', name: 'Jina la chaguo', price: 'Bei', duration: 'Muda' },
      list: {
        categoryFilter: 'Kategoria',
        export: 'Pakua',
        setCategories: 'Weka kategoria',
        setPerformers: 'Weka wahudumu',
        bulkTitleCategories:
          'Weka kategoria za huduma %{smart_count} |||| Weka kategoria za huduma %{smart_count}',
        bulkTitlePerformers:
          'Weka wahudumu wa huduma %{smart_count} |||| Weka wahudumu wa huduma %{smart_count}',
        clientPackages: 'Vifurushi vya wateja',
      },
      packages: {
        noServices: 'hakuna huduma',
        servicesCount: 'huduma %{smart_count} |||| huduma %{smart_count}',
      },
      clientPackages: {
        client: 'Mteja',
        package: 'Kifurushi',
        price: 'Bei',
        remaining: 'Zilizobaki',
        status: 'Hali',
        bought: 'Kilinunuliwa',
        active: 'Kinatumika',
        usedUp: 'Kimeisha',
        record: 'Rekodi kifurushi',
        recordUse: 'Rekodi matumizi',
        service: 'Huduma',
        recorded: 'Kifurushi kimerekodiwa',
        useRecorded: 'Matumizi yamerekodiwa',
        empty: 'Bado hakuna mteja mwenye kifurushi',
        allClients: 'Wateja wote',
      },
    },
  },
} satisfies typeof servicesScreensEnglish;

import type { servicesEnglish } from './services.en';

/** The services area's texts in Swahili, key for key with `services.en.ts`. */
export const servicesSwahili = {
  saluni: {
    services: {
      validation: {
        pricingOptionsRequired: 'Ongeza angalau chaguo moja la bei',
        tooManyPricingOptions: 'Machaguo ya bei yasizidi %{max}',
        priceRequired: 'Bei inahitajika',
        durationOption:
          'Muda lazima uwe mojawapo ya dakika 10, 20, 30, 40, 60, 90, 120, 150, 180, 240, 300 au 360',
        pricingOptionUnknownField: 'Chaguo la bei lina name, price na durationInMinutes pekee',
      },
      pricing: {
        title: 'Machaguo ya bei',
        name: 'Jina la chaguo',
        price: 'Bei',
        duration: 'Muda',
      },
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
        title: 'Vifurushi vya huduma vya wateja',
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
  resources: {
    service: {
      fields: { advancedPricing: 'Machaguo ya bei' },
    },
    'service-package': {
      name: 'Kifurushi cha huduma |||| Vifurushi vya huduma',
      fields: { name: 'Jina', services: 'Huduma', price: 'Bei' },
    },
  },
} satisfies typeof servicesEnglish;

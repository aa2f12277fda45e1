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
      clientPackages: { title: 'Vifurushi vya huduma vya wateja' },
    },
  },
  resources: {
    service: {
      fields: {
        advancedPricing: 'Machaguo ya bei',
        bookableOnline: 'Inahifadhiwa mtandaoni',
        depositRule: 'Amana',
      },
    },
    'service-package': {
      name: 'Kifurushi cha huduma |||| Vifurushi vya huduma',
      fields: { name: 'Jina', services: 'Huduma', price: 'Bei' },
    },
  },
} satisfies typeof servicesEnglish;

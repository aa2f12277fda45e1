import type { MessageTree } from '../merge';

/**
 * The services' checks (the registry and the server speak them), the client packages' menu entry
 * and the resources' labels; the screens' own texts load with them (src/services/texts.en.ts).
 */
export const servicesEnglish = {
  saluni: {
    services: {
      validation: {
        pricingOptionsRequired: 'Add at least one pricing option',
        tooManyPricingOptions: 'At most %{max} pricing options',
        priceRequired: 'Price is required',
        durationOption:
          'Duration must be one of 10, 20, 30, 40, 60, 90, 120, 150, 180, 240, 300 or 360 minutes',
        pricingOptionUnknownField: 'A pricing option has only name, price and durationInMinutes',
      },
      clientPackages: { title: 'Client service packages' },
    },
  },
  resources: {
    service: {
      fields: {
        advancedPricing: 'Pricing options',
        bookableOnline: 'Bookable online',
        depositRule: 'Deposit',
      },
    },
    'service-package': {
      name: 'Service package |||| Service packages',
      fields: { name: 'Name', services: 'Services', price: 'Price' },
    },
  },
} satisfies MessageTree;

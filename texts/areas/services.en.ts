import type { MessageTree } from '../merge';

/** Texts of the services screens: resource names and field labels, and web app texts of the area. */
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
      pricing: {
        title: 'Pricing options',
        name: 'Option name',
        price: 'Price',
        duration: 'Duration',
      },
      list: {
        categoryFilter: 'Categories',
        export: 'Export',
        setCategories: 'Set categories',
        setPerformers: 'Set performers',
        bulkTitleCategories:
          'Set categories of %{smart_count} service |||| Set categories of %{smart_count} services',
        bulkTitlePerformers:
          'Set performers of %{smart_count} service |||| Set performers of %{smart_count} services',
        clientPackages: 'Client packages',
      },
      packages: {
        noServices: 'no services',
        servicesCount: '%{smart_count} service |||| %{smart_count} services',
      },
      clientPackages: {
        title: 'Client service packages',
        client: 'Client',
        package: 'Package',
        price: 'Price',
        remaining: 'Remaining',
        status: 'Status',
        bought: 'Bought',
        active: 'Active',
        usedUp: 'Used up',
        record: 'Record package',
        recordUse: 'Record use',
        service: 'Service',
        recorded: 'Package recorded',
        useRecorded: 'Use recorded',
        empty: 'No client holds a package yet',
        allClients: 'All clients',
      },
    },
  },
  resources: {
    service: {
      fields: { advancedPricing: 'Pricing options' },
    },
    'service-package': {
      name: 'Service package |||| Service packages',
      fields: { name: 'Name', services: 'Services', price: 'Price' },
    },
  },
} satisfies MessageTree;

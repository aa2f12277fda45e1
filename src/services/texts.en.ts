import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the service, package and client package screens. In English they join the catalogue when those screens load
 * (src/services/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const servicesScreensEnglish = {
  saluni: {
    services: {
      deposit: {
        title: 'Deposit for online bookings',
        kind: 'Deposit',
        kinds: { none: 'No deposit', fixed: 'Fixed amount', percent: 'Percentage of the price' },
        amount: 'Amount',
        percent: 'Percent',
        appliesTo: 'Asked of',
        audiences: { everyone: 'Everyone', newClients: 'New clients only' },
      },
      supplyChargeHelp:
        'Per unit sold: taken off the sale, net of tax, before the staff commission',
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
} satisfies MessageTree;

import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the report screens' shell (the date filter bar, the statistic card, the Sales and
 * Clients pages). In English they join the catalogue when one of those screens loads
 * (src/reports/texts.ts); in Swahili they are part of the Swahili catalogue, which loads whole.
 * The bar's spec texts (Start Date, Month, All Data...) are the shared `saluni.spec.report.*`.
 */
export const reportsScreensEnglish = {
  saluni: {
    reports: {
      filter: {
        label: 'Report dates',
        previous: 'Previous period',
        next: 'Next period',
        range: 'Range',
        choose: 'Choose %{field}',
      },
      pages: {
        salesTitle: 'Sales report',
        clientsTitle: 'Clients report',
        notAllowed: 'Your role may not see this report. Ask the business owner for access.',
        topFilter: 'Open the orders of',
        names: {
          Services: 'Services',
          Products: 'Products',
          Memberships: 'Memberships',
          Vouchers: 'Vouchers',
          Packages: 'Packages',
        },
      },
      statistic: {
        failed: 'The figure could not be loaded: %{message}',
      },
    },
  },
} satisfies MessageTree;

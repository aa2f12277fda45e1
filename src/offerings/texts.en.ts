import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the membership and voucher screens, the membership sessions and the client page's holdings tabs. In English they join the catalogue when those screens load
 * (src/offerings/texts.ts), so the first page does not download them; in Swahili they are part of the
 * Swahili catalogue, which loads whole.
 */
export const offeringsScreensEnglish = {
  saluni: {
    offerings: {
      frequencies: {
        daily: 'Daily',
        weekly: 'Weekly',
        monthly: 'Monthly',
        quarterly: 'Quarterly',
        yearly: 'Yearly',
      },
      durationTypes: { day: 'Day(s)', week: 'Week(s)', month: 'Month(s)', year: 'Year(s)' },
      prices: 'Prices',
      frequency: 'Frequency',
      price: 'Price',
      addPrice: 'Add price',
      removePrice: 'Remove price',
      durationValue: 'Duration',
      durationType: 'Unit',
      noDuration: 'Open-ended',
      images: 'Pictures',
      recordSession: 'Record session',
      noSessions: 'No membership sessions yet',
    },
    clients: { empty: { memberships: 'No memberships yet', vouchers: 'No vouchers yet' } },
  },
} satisfies MessageTree;

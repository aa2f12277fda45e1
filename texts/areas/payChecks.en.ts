import type { MessageTree } from '../merge';

/**
 * Staff pay's checks and the commission plans' toasts (docs/areas/pay.md): the server speaks the
 * checks (refusals), the pay screens and the commission plans' forms and list show them; the web
 * app loads them with the pay screens (src/pay/texts.ts), not with the first load.
 */
export const payChecksEnglish = {
  saluni: {
    pay: {
      validation: {
        ratesRequired: 'Give the plan its rates',
        rates: 'Give each kind a rate, or none',
        kind: 'Rates are for services, products, memberships, vouchers and packages only',
        rate: 'A rate is a percent or a fixed amount',
        rateValue: 'Give the rate a value',
        percent: 'A percent from 0 to 100, with at most two decimals',
        overrides: 'Give each rate its category or item and its rate',
        overrideId: 'Choose the category or item',
        overrideTwice: 'A category or item has one rate only',
        tiers: 'Give each tier where it starts and its percent',
        tierFrom: 'Where the tier starts: an amount of 0 or more',
        tiersAscending: 'Each tier starts above the one before',
        frequency: 'Choose weekly, fortnightly or monthly',
        anchorDate: 'Give the first day of a period (YYYY-MM-DD)',
        notAPeriodStart: 'This day does not start a pay period',
        reportDay: 'Give a day (YYYY-MM-DD)',
        reportReversed: 'The last day comes before the first',
        reportTooLong: 'A report covers at most %{days} days',
      },
      toast: {
        planCreated: 'Commission plan created',
        planUpdated: 'Commission plan updated',
        planDeleted: 'Commission plan deleted',
      },
    },
  },
} satisfies MessageTree;

import type { MessageTree } from '../merge';

/**
 * Staff pay's texts both sides speak (docs/areas/pay.md): checks and refusals, toasts, the
 * commission plan's labels; the screens' own texts load with them (src/pay/).
 */
export const payEnglish = {
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
      errors: {
        notEnded: 'This pay period has not ended yet',
        alreadyClosed: 'This pay period is already closed',
      },
      staffReportExport: {
        name: 'Staff member',
        sales: 'Sales',
        servicesDone: 'Services done',
        serviceSales: 'Service sales',
        productSales: 'Product sales',
        orders: 'Orders',
        averageBill: 'Average bill',
        rebookingRate: 'Rebooking rate (%)',
        commission: 'Commission',
        totals: 'Totals',
      },
      export: {
        name: 'Staff member',
        sales: 'Sales',
        deductions: 'Deductions',
        commission: 'Commission',
        refundsReversed: 'Refunds reversed',
        tips: 'Tips',
        total: 'Total',
        hours: {
          total: 'Hours',
          weekday: 'Weekday hours',
          saturday: 'Saturday hours',
          sunday: 'Sunday hours',
          publicHoliday: 'Public holiday hours',
        },
      },
      toast: {
        planCreated: 'Commission plan created',
        planUpdated: 'Commission plan updated',
        planDeleted: 'Commission plan deleted',
      },
    },
  },
  resources: {
    service: { fields: { supplyCharge: 'Supply charge (taken off before commission)' } },
    employee: { fields: { commissionPlanId: 'Commission plan' } },
    'commission-plan': {
      name: 'Commission plan |||| Commission plans',
      fields: {
        name: 'Name',
        rates: 'Rates',
        categoryRates: 'Rates by category',
        itemRates: 'Rates by item',
        tiers: 'Tiers',
      },
    },
  },
} satisfies MessageTree;

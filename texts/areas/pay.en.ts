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

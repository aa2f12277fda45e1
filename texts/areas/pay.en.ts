import type { MessageTree } from '../merge';

/**
 * Staff pay's labels both sides speak (docs/areas/pay.md): the commission plans' name (a menu
 * entry) and fields. The checks and toasts load with the pay screens (`payChecks.en.ts`), the
 * screens' own texts with them (src/pay/), the exports' columns stay on the server (`serverPay.en.ts`).
 */
export const payEnglish = {
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

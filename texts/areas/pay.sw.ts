import type { payEnglish } from './pay.en';

/** Staff pay's labels in Swahili, key for key with `pay.en.ts`. */
export const paySwahili = {
  resources: {
    service: { fields: { supplyCharge: 'Gharama ya vifaa (hutolewa kabla ya kamisheni)' } },
    employee: { fields: { commissionPlanId: 'Mpango wa kamisheni' } },
    'commission-plan': {
      name: 'Mpango wa kamisheni |||| Mipango ya kamisheni',
      fields: {
        name: 'Jina',
        rates: 'Viwango',
        categoryRates: 'Viwango kwa kundi',
        itemRates: 'Viwango kwa bidhaa au huduma',
        tiers: 'Ngazi',
      },
    },
  },
} satisfies typeof payEnglish;

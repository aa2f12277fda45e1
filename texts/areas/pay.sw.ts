import type { payEnglish } from './pay.en';

/** Staff pay's texts in Swahili, key for key with `pay.en.ts`. */
export const paySwahili = {
  saluni: {
    pay: {
      validation: {
        ratesRequired: 'Weka viwango vya mpango',
      },
      toast: {
        planCreated: 'Mpango wa kamisheni umeundwa',
        planUpdated: 'Mpango wa kamisheni umesasishwa',
        planDeleted: 'Mpango wa kamisheni umefutwa',
      },
    },
  },
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

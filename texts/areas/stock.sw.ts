import type { stockEnglish } from './stock.en';

/** The stock area's texts in Swahili, key for key with `stock.en.ts`. */
export const stockSwahili = {
  saluni: {
    stockUsage: {
      validation: {
        purposeRequired: 'Lengo linahitajika',
        appointmentRequired: 'Miadi inahitajika',
        businessReasonRequired: 'Sababu ya biashara inahitajika',
        productRequired: 'Bidhaa inahitajika',
        warehouseRequired: 'Ghala linahitajika',
        quantityMin: 'Idadi lazima iwe angalau 1',
        itemsRequired: 'Angalau bidhaa moja inahitajika',
        usageDateRequired: 'Tarehe ya matumizi inahitajika',
      },
    },
  },
  resources: {
    warehouse: { name: 'Ghala |||| Maghala', fields: { name: 'Jina', location: 'Mahali' } },
  },
} satisfies typeof stockEnglish;

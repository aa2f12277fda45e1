import type { MessageTree } from '../merge';

/**
 * The stock usage checks (the server speaks them) and the warehouse resource's labels; the stock
 * screens' own texts load with them (src/stock/texts.en.ts).
 */
export const stockEnglish = {
  saluni: {
    stockUsage: {
      validation: {
        purposeRequired: 'Purpose is required',
        appointmentRequired: 'Appointment is required',
        businessReasonRequired: 'Business reason is required',
        productRequired: 'Product is required',
        warehouseRequired: 'Warehouse is required',
        quantityMin: 'Quantity must be at least 1',
        itemsRequired: 'At least one item is required',
        usageDateRequired: 'Usage date is required',
      },
    },
  },
  resources: {
    warehouse: {
      name: 'Warehouse |||| Warehouses',
      fields: { name: 'Name', location: 'Location' },
    },
  },
} satisfies MessageTree;

import type { MessageTree } from '../merge';

/** Texts of the stock screens: resource names and field labels, and web app texts of the area. */
export const stockEnglish = {
  saluni: {
    stock: {
      warehouse: {
        generalDelete: 'The General warehouse cannot be deleted',
        generalRename: 'The General warehouse cannot be renamed',
        generalExists: 'This business already has a General warehouse',
        holdsStock: 'This warehouse holds stock and cannot be deleted; transfer or reconcile its stock first',
      },
      entry: {
        notManual: 'Only manual and reconciliation entries can be deleted; this one belongs to another record',
        alreadyReversed: 'This stock entry has already been reversed',
      },
    },
  },
  resources: {
    warehouse: { name: 'Warehouse |||| Warehouses', fields: { name: 'Name', location: 'Location' } },
  },
} satisfies MessageTree;

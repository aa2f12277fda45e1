import type { inventoryEnglish } from './inventory.en';

/** The inventory area's texts in Swahili, key for key with `inventory.en.ts`. */
export const inventorySwahili = {
  saluni: {
    /** The menu's label; the hub screens' own labels are in inventoryScreens.sw.ts. */
    inventory: {
      menu: 'Bidhaa',
    },
    /** Server messages of the product catalogue that the spec does not word (the export's columns: serverWorded.en.ts). */
    catalogue: {
      product: {
        mustBeMeasure: 'Lazima iwe namba ya angalau 0',
      },
    },
  },
  resources: {
    'product-category': {
      name: 'Kategoria ya bidhaa |||| Kategoria za bidhaa',
      fields: {
        category_name: 'Jina la kategoria',
        category_description: 'Maelezo',
        parent: 'Kategoria kuu',
      },
    },
  },
} satisfies typeof inventoryEnglish;

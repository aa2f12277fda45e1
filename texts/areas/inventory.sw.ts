import type { inventoryEnglish } from './inventory.en';

/** The inventory area's texts in Swahili, key for key with `inventory.en.ts`. */
export const inventorySwahili = {
  saluni: {
    /** The menu's label; the hub screens' own labels are in inventoryScreens.sw.ts. */
    inventory: {
      menu: 'Bidhaa',
    },
    /** Server messages of the product catalogue that the spec does not word. */
    catalogue: {
      product: {
        mustBeMeasure: 'Lazima iwe namba ya angalau 0',
      },
      export: {
        title: 'Jina',
        type: 'Aina',
        usage: 'Matumizi',
        status: 'Hali',
        category: 'Kategoria',
        brand: 'Chapa',
        manufacturer: 'Mtengenezaji',
        weight: 'Uzito (Kg)',
        sku: 'SKU',
        options: 'Machaguo',
        stock: 'Akiba',
        salesStock: 'Akiba ya ghala la mauzo',
        supplyPrice: 'Bei ya kununua',
        retailPrice: 'Bei ya rejareja',
        lastPrice: 'Bei ya mwisho',
        sale: 'Kuuza',
        inStore: 'Matumizi ya saluni',
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

import type { MessageTree } from '../merge';

/** Texts of the inventory screens: resource names and field labels, and web app texts of the area. */
export const inventoryEnglish = {
  saluni: {
    /** The menu's label; the hub screens' own labels load with them (inventoryScreens.en.ts). */
    inventory: {
      menu: 'Products',
    },
    /** Server messages of the product catalogue that the spec does not word (the export's columns: serverWorded.en.ts). */
    catalogue: {
      product: {
        mustBeMeasure: 'Must be a number of at least 0',
      },
    },
  },
  resources: {
    'product-category': {
      name: 'Product category |||| Product categories',
      fields: {
        category_name: 'Category name',
        category_description: 'Description',
        parent: 'Parent category',
      },
    },
  },
} satisfies MessageTree;

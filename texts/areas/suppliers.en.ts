import type { MessageTree } from '../merge';

/** The supplier resources' names and field labels (the menu and generic screens read them); the screens' own texts are in suppliersScreens.en.ts. */
export const suppliersEnglish = {
  resources: {
    supplier: {
      name: 'Supplier |||| Suppliers',
      fields: {
        fullName: 'Full Name',
        phone: 'Phone',
        email: 'Email',
        categoryId: 'Category',
        image: 'Picture',
      },
    },
    'supplier-category': {
      name: 'Supplier category |||| Supplier categories',
      fields: { name: 'Name' },
    },
  },
} satisfies MessageTree;

import type { suppliersEnglish } from './suppliers.en';

/** The supplier resources' names and field labels in Swahili, key for key with `suppliers.en.ts`. */
export const suppliersSwahili = {
  resources: {
    supplier: {
      name: 'Msambazaji |||| Wasambazaji',
      fields: {
        fullName: 'Jina Kamili',
        phone: 'Simu',
        email: 'Barua pepe',
        categoryId: 'Kategoria',
        image: 'Picha',
      },
    },
    'supplier-category': {
      name: 'Kategoria ya wasambazaji |||| Kategoria za wasambazaji',
      fields: { name: 'Jina' },
    },
  },
} satisfies typeof suppliersEnglish;

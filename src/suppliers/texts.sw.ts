import type { suppliersScreensEnglish } from './texts.en';

/** The supplier screens' texts in Swahili, key for key with `suppliersScreens.en.ts`. */
export const suppliersScreensSwahili = {
  saluni: {
    suppliers: {
      ui: {
        addSupplier: 'Ongeza Msambazaji',
        editSupplier: 'Hariri Msambazaji',
        supplier: 'Msambazaji',
        name: 'Jina',
        fullName: 'Jina Kamili',
        phone: 'Simu',
        email: 'Barua pepe',
        category: 'Kategoria',
        picture: 'Picha',
        choosePicture: 'Chagua picha',
        removePicture: 'Ondoa picha',
        chosenPicture: 'Umechagua: %{name}',
        actions: 'Vitendo',
        view: 'Tazama',
        edit: 'Hariri',
        delete: 'Futa',
        add: 'Ongeza',
        update: 'Sasisha',
        cancel: 'Ghairi',
        close: 'Funga',
        search: 'Tafuta',
        noSuppliers: 'Hakuna wasambazaji wa kuonyesha',
        addedOn: 'Aliongezwa',
        confirmDelete: 'Una uhakika unataka kumfuta msambazaji huyu?',
        noCategoryYet: 'Ongeza kategoria ya wasambazaji kwanza, kwenye Simamia Kategoria',
      },
      categories: {
        manage: 'Simamia Kategoria',
        title: 'Kategoria za Wasambazaji',
        newCategory: 'Kategoria mpya',
        add: 'Ongeza',
        rename: 'Badilisha jina',
        save: 'Hifadhi',
        cancel: 'Ghairi',
        delete: 'Futa',
        empty: 'Bado hakuna kategoria za wasambazaji',
        confirmDelete: 'Una uhakika unataka kufuta kategoria hii?',
      },
    },
  },
} satisfies typeof suppliersScreensEnglish;

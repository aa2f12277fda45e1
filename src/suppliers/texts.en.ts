import type { MessageTree } from '../../texts/merge';

/**
 * Texts of the supplier screens (the inventory hub's Suppliers tab and its dialogs). In English
 * they join the catalogue when those screens load (src/suppliers/texts.ts), so the first page does
 * not download them; in Swahili they are part of the Swahili catalogue, which loads whole.
 */
export const suppliersScreensEnglish = {
  saluni: {
    suppliers: {
      ui: {
        addSupplier: 'Add Supplier',
        editSupplier: 'Edit Supplier',
        supplier: 'Supplier',
        name: 'Name',
        fullName: 'Full Name',
        phone: 'Phone',
        email: 'Email',
        category: 'Category',
        picture: 'Picture',
        choosePicture: 'Choose picture',
        removePicture: 'Remove picture',
        chosenPicture: 'Chosen: %{name}',
        actions: 'Actions',
        view: 'View',
        edit: 'Edit',
        delete: 'Delete',
        add: 'Add',
        update: 'Update',
        cancel: 'Cancel',
        close: 'Close',
        search: 'Search',
        noSuppliers: 'No suppliers to display',
        addedOn: 'Added on',
        confirmDelete: 'Are you sure you want to delete this supplier?',
        noCategoryYet: 'Add a supplier category first, under Manage Categories',
      },
      categories: {
        manage: 'Manage Categories',
        title: 'Supplier Categories',
        newCategory: 'New category',
        add: 'Add',
        rename: 'Rename',
        save: 'Save',
        cancel: 'Cancel',
        delete: 'Delete',
        empty: 'No supplier categories yet',
        confirmDelete: 'Are you sure you want to delete this category?',
      },
    },
  },
} satisfies MessageTree;

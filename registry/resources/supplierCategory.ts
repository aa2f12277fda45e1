import { nameField } from '../fields';
import { defineResource, toastsUnder } from '../types';

/**
 * A category suppliers are filed under (inventory.md 3 and 5): a name unique per business in
 * any case. A category suppliers use is not deleted (server/suppliers/hooks.ts).
 */
export const supplierCategory = defineResource({
  name: 'supplier-category',
  path: '/v1/supplier-category',
  table: 'supplierCategories',
  replyKey: 'supplierCategory',
  pageKey: 'supplierCategoryPage',
  module: 'products.Suppliers',
  titleField: 'name',
  duplicateMessage: 'saluni.spec.validation.categoryNameExists',
  fields: {
    name: {
      ...nameField('saluni.spec.validation.categoryNameField'),
      blank: 'saluni.spec.validation.categoryNameEmpty',
    },
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.spec.toast.supplierCategory'),
  menu: { area: 'inventory', order: 70 },
});

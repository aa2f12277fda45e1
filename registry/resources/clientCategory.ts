import { nameField } from '../fields';
import { defineResource, toastsUnder } from '../types';

export const clientCategory = defineResource({
  name: 'client-category',
  path: '/v1/client/category',
  table: 'clientCategories',
  replyKey: 'category',
  pageKey: 'clientCategoryPage',
  module: 'clients.Categories',
  titleField: 'category_name',
  fields: {
    category_name: nameField('saluni.validation.clientCategory.required'),
  },
  aliases: { name: 'category_name' },
  businessCountKey: 'categoryCount',
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.toast.clientCategory'),
  menu: { area: 'clients', order: 20 },
});

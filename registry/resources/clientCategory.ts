import { nameField } from '../fields';
import { defineResource } from '../types';

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
  toasts: {
    created: 'saluni.toast.clientCategory.created',
    updated: 'saluni.toast.clientCategory.updated',
    deleted: 'saluni.toast.clientCategory.deleted',
  },
  menu: { area: 'clients', order: 20 },
});

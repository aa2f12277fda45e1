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
    category_name: {
      type: 'string',
      required: 'saluni.validation.clientCategory.required',
      maxLength: 120,
      list: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
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

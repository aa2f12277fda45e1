import { nameField } from '../fields';
import { defineResource } from '../types';

export const serviceCategory = defineResource({
  name: 'service-category',
  path: '/v1/service-category',
  table: 'serviceCategories',
  replyKey: 'serviceCategory',
  pageKey: 'serviceCategoryPage',
  module: 'services.Category',
  titleField: 'name',
  fields: {
    name: nameField('saluni.validation.name.required'),
  },
  defaultSort: '-createdAt',
  toasts: {
    created: 'saluni.toast.serviceCategory.created',
    updated: 'saluni.toast.serviceCategory.updated',
    deleted: 'saluni.toast.serviceCategory.deleted',
  },
  menu: { area: 'services', order: 20 },
});

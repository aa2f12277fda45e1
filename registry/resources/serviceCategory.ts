import { nameField } from '../fields';
import { defineResource, toastsUnder } from '../types';

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
  toasts: toastsUnder('saluni.toast.serviceCategory'),
  menu: { area: 'services', order: 20 },
});

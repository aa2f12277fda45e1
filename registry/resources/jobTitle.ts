import { nameField } from '../fields';
import { defineResource, toastsUnder } from '../types';

export const jobTitle = defineResource({
  name: 'job-title',
  path: '/v1/job-title',
  table: 'jobTitles',
  replyKey: 'jobTitle',
  pageKey: 'jobTitlePage',
  module: 'employees Job Title',
  titleField: 'name',
  fields: {
    name: nameField('saluni.validation.jobTitle.required'),
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.toast.jobTitle'),
  menu: { area: 'staff', order: 20 },
});

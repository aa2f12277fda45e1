import { nameField } from '../fields';
import { defineResource } from '../types';

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
  toasts: {
    created: 'saluni.toast.jobTitle.created',
    updated: 'saluni.toast.jobTitle.updated',
    deleted: 'saluni.toast.jobTitle.deleted',
  },
  menu: { area: 'staff', order: 20 },
});

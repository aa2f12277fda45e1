import { nameField, taxClassField } from '../fields';
import { defineResource, toastsUnder } from '../types';

/** Services sold together at one price (back-office.md 3); a package with no services cannot be sold. */
export const servicePackage = defineResource({
  name: 'service-package',
  path: '/v1/service-package',
  table: 'servicePackages',
  replyKey: 'servicePackage',
  pageKey: 'servicePackagePage',
  module: 'services.Service Packages',
  titleField: 'name',
  fields: {
    name: nameField('saluni.validation.name.required'),
    services: { type: 'references', reference: 'service', list: true, filterable: true },
    price: {
      type: 'money',
      required: 'saluni.services.validation.priceRequired',
      list: true,
      sortable: true,
    },
    taxClass: taxClassField,
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.spec.toast.servicePackage'),
  menu: { area: 'services', order: 15 },
});

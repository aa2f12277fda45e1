import { nameField, taxClassField } from '../fields';
import { defineResource, toastsUnder } from '../types';

/**
 * A membership programme (back-office.md 3): unique name per business (any case), a price per
 * payment frequency, how long one purchase lasts, the services it covers (none listed: every
 * service) and pictures. Clients hold memberships through /v1/membership/client.
 */
export const membership = defineResource({
  name: 'membership',
  path: '/v1/membership',
  table: 'memberships',
  replyKey: 'membership',
  pageKey: 'membershipPage',
  module: 'memberships.Memberships',
  titleField: 'name',
  duplicateMessage: 'saluni.spec.errors.membershipDuplicate',
  fields: {
    name: nameField('saluni.validation.name.required'),
    description: { type: 'text', maxLength: 2000 },
    price: {
      type: 'json',
      required: 'saluni.offerings.validation.priceRequired',
      example: { weekly: 1500, monthly: 5000 },
      list: true,
    },
    duration: { type: 'json', example: { value: 1, duration_type: 'month' }, list: true },
    serviceIds: { type: 'references', reference: 'service', filterable: true },
    images: { type: 'json', example: [] },
    taxClass: taxClassField,
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.spec.toast.membership'),
  menu: { area: 'offerings', order: 10 },
});

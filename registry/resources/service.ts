import { nameField, taxClassField, kraItemClassCodeField } from '../fields';
import { defineResource, toastsUnder } from '../types';
import { DEPOSIT_RULE_EXAMPLE } from '../onlineBooking';
import { PRICING_EXAMPLE } from './servicePricing';

/** A service the business sells, with one or more pricing options (back-office.md 3). */
export const service = defineResource({
  name: 'service',
  path: '/v1/service',
  table: 'services',
  replyKey: 'service',
  pageKey: 'servicePage',
  module: 'services.All Services',
  titleField: 'name',
  fields: {
    name: nameField('saluni.validation.name.required'),
    categoryIds: {
      type: 'references',
      reference: 'service-category',
      list: true,
      filterable: true,
    },
    description: { type: 'text', maxLength: 2000, searchable: true },
    advancedPricing: {
      type: 'json',
      required: 'saluni.services.validation.pricingOptionsRequired',
      list: true,
      example: PRICING_EXAMPLE,
    },
    performerIds: { type: 'references', reference: 'employee', filterable: true },
    image: { type: 'image', list: true },
    // Online booking (docs/areas/online-booking.md): shown on the public site; the deposit asked.
    bookableOnline: { type: 'boolean' },
    depositRule: { type: 'json', example: DEPOSIT_RULE_EXAMPLE },
    taxClass: taxClassField,
    kraItemClassCode: kraItemClassCodeField,
    // Taken off each unit's sale before commission (a product-cost or "supply" charge; docs/areas/pay.md).
    supplyCharge: { type: 'money' },
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.spec.toast.service'),
  menu: { area: 'services', order: 10 },
});

import { nameField, taxClassField } from '../fields';
import { defineResource, toastsUnder } from '../types';

/**
 * A gift voucher the business sells (back-office.md 3). Each sale makes a client voucher with its
 * own code, usable `saleLimit` times (the cart's maxUsageCount) within `validityDays` days of
 * the sale day (docs/areas/offerings.md).
 */
export const voucher = defineResource({
  name: 'voucher',
  path: '/v1/voucher',
  table: 'vouchers',
  replyKey: 'voucher',
  pageKey: 'voucherPage',
  module: 'marketing.Gift Vouchers',
  titleField: 'name',
  fields: {
    name: nameField('saluni.validation.name.required'),
    value: {
      type: 'money',
      required: 'saluni.offerings.validation.valueRequired',
      list: true,
      sortable: true,
    },
    saleLimit: {
      type: 'integer',
      required: 'saluni.offerings.validation.saleLimitRequired',
      min: 1,
      max: 1000,
      list: true,
      sortable: true,
    },
    validityDays: {
      type: 'integer',
      required: 'saluni.offerings.validation.validityRequired',
      min: 1,
      max: 3650,
      list: true,
      sortable: true,
    },
    taxClass: taxClassField,
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.spec.toast.voucher'),
  menu: { area: 'offerings', order: 20 },
});
